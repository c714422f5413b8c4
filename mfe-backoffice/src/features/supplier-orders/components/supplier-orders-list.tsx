import { SupplierOrdersDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatDay } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { SupplierOrderFilters, supplierOrderFilterOf } from './supplier-order-filters';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';
import { useFilteredList } from '../../../lib/use-paged-query';

/** `/dmn/supplier-orders`: orders to suppliers, newest first, filtered and paged in the address. */
export function SupplierOrdersList() {
  const { list, query, filtered } = useFilteredList(SupplierOrdersDocument, (list) =>
    supplierOrderFilterOf(list.filter),
  );
  return (
    <ListPage
      titleId="supplier-orders-title"
      title="Заказы поставщикам"
      what="заказы поставщикам"
      loadingLabel="Загружаем заказы…"
      query={query}
      page={query.data?.supplierOrders}
      list={list}
      empty={filtered ? 'Таких заказов нет. Измените отбор.' : 'Заказов поставщикам пока нет.'}
      intro={
        <>
          <div className={styles.actions}>
            <Link className="button" to="new">
              Новый заказ поставщику
            </Link>
            <Link to="suppliers">Поставщики</Link>
            <Link to="/dmn/acceptance">Приёмка товара</Link>
          </div>
          <SupplierOrderFilters value={list.filter} onChange={list.setFilters} />
        </>
      }
      columns={[
        { title: 'Заказ', cell: (order) => <Link to={String(order.nid)}>Заказ поставщику № {order.nid}</Link> },
        documentColumns.created(),
        { title: 'Поставщик', cell: (order) => order.supplierName },
        { title: 'Ожидается', cell: (order) => (order.expectedDate ? formatDay(order.expectedDate) : '—') },
        documentColumns.status(),
        documentColumns.total('total'),
      ]}
    />
  );
}
