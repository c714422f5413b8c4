import { useQuery } from '@shop/shared/apollo';
import { SupplierOrdersDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice, LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { formatDay, formatMoment } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { StatusBadge } from '../../../components/status-badge';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import { useListParams } from '../../../lib/use-list-params';
import { SupplierOrderFilters, supplierOrderFilterOf } from './supplier-order-filters';
import { DataTable } from '../../../components/data-table';

/** `/dmn/supplier-orders`: orders to suppliers, newest first, filtered and paged in the address. */
export function SupplierOrdersList() {
  useDocumentTitle('Заказы поставщикам');
  const list = useListParams();
  const filter = supplierOrderFilterOf(list.filter);
  const { data, loading, error, refetch } = useQuery(SupplierOrdersDocument, { variables: { filter, skip: list.skip, limit: list.limit } });
  const orders = data?.supplierOrders;
  return (
    <section className="page" aria-labelledby="supplier-orders-title">
      <h1 id="supplier-orders-title">Заказы поставщикам</h1>
      <div className={styles.actions}>
        <Link className="button" to="new">
          Новый заказ поставщику
        </Link>
        <Link to="suppliers">Поставщики</Link>
        <Link to="/dmn/acceptance">Приёмка товара</Link>
      </div>
      <SupplierOrderFilters value={list.filter} onChange={list.setFilters} />
      {error && !data ? <QueryError what="заказы поставщикам" onRetry={() => void refetch()} /> : null}
      {loading && !data ? <LoadingView label="Загружаем заказы…" /> : null}
      {orders && orders.items.length === 0 ? (
        <EmptyList>{Object.keys(filter).length ? 'Таких заказов нет. Измените отбор.' : 'Заказов поставщикам пока нет.'}</EmptyList>
      ) : null}
      {orders && orders.items.length > 0 ? (
        <DataTable
          rows={orders.items}
          rowKey={(order) => order.nid}
          columns={[
            { title: 'Заказ', cell: (order) => <Link to={String(order.nid)}>Заказ поставщику № {order.nid}</Link> },
            { title: 'Создан', cell: (order) => formatMoment(order.createdAt) },
            { title: 'Поставщик', cell: (order) => order.supplierName },
            { title: 'Ожидается', cell: (order) => order.expectedDate ? formatDay(order.expectedDate) : '—' },
            { title: 'Статус', cell: (order) => <StatusBadge status={order.status} /> },
            { title: 'Сумма', number: true, cell: (order) => formatPrice(order.total) },
          ]}
        />
      ) : null}
      {orders ? <ListPager total={orders.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
