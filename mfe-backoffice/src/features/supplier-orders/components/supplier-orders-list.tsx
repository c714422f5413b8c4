import { useQuery } from '@shop/shared/apollo';
import { SupplierOrdersDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice, LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { formatDay, formatMoment } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { StatusBadge } from '../../../components/status-badge';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import listStyles from '../../../components/list.module.css';
import { useListParams } from '../../../lib/use-list-params';
import { SupplierOrderFilters, supplierOrderFilterOf } from './supplier-order-filters';

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
        <div className={listStyles.tableWrap}>
          <table className={listStyles.table}>
            <thead>
              <tr>
                <th scope="col">Заказ</th>
                <th scope="col">Создан</th>
                <th scope="col">Поставщик</th>
                <th scope="col">Ожидается</th>
                <th scope="col">Статус</th>
                <th scope="col" className={listStyles.number}>Сумма</th>
              </tr>
            </thead>
            <tbody>
              {orders.items.map((order) => (
                <tr key={order.nid}>
                  <td>
                    <Link to={String(order.nid)}>Заказ поставщику № {order.nid}</Link>
                  </td>
                  <td>{formatMoment(order.createdAt)}</td>
                  <td>{order.supplierName}</td>
                  <td>{order.expectedDate ? formatDay(order.expectedDate) : '—'}</td>
                  <td>
                    <StatusBadge status={order.status} />
                  </td>
                  <td className={listStyles.number}>{formatPrice(order.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {orders ? <ListPager total={orders.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
