import { SupplierOrdersDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatDay } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { supplierOrderFilterOf, useSupplierOrderFilters } from './supplier-order-filters';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';

/** `/dmn/supplier-orders`: orders to suppliers, newest first, filtered and paged in the address. */
export function SupplierOrdersList() {
  return (
    <ListPage
      kind="supplierOrder"
      source={{ document: SupplierOrdersDocument, page: 'supplierOrders', filterOf: supplierOrderFilterOf }}
      intro={
        <div className={styles.actions}>
          <Link className="button" to="new">
            Новый заказ поставщику
          </Link>
          <Link to="suppliers">Поставщики</Link>
          <Link to="/dmn/acceptance">Приёмка товара</Link>
        </div>
      }
      filters={useSupplierOrderFilters()}
      columns={[
        documentColumns.link('supplierOrder', 'Заказ'),
        documentColumns.created(),
        documentColumns.text('Поставщик', 'supplierName'),
        { title: 'Ожидается', cell: (order) => (order.expectedDate ? formatDay(order.expectedDate) : '—') },
        documentColumns.status(),
        documentColumns.total('total'),
      ]}
    />
  );
}
