import { SupplierOrdersDocument } from '../../../lib/graphql/operations.generated';
import { formatDay } from '../../../lib/dates';
import { supplierOrderFilterOf, useSupplierOrderFilters } from './supplier-order-filters';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';

/** `/dmn/supplier-orders`: orders to suppliers, newest first, filtered and paged in the address. */
export function SupplierOrdersList() {
  return (
    <ListPage
      kind="supplierOrder"
      source={{ document: SupplierOrdersDocument, filterOf: supplierOrderFilterOf }}
      starts={[{ to: 'new', text: 'Новый заказ поставщику' }]}
      links={[
        { to: 'suppliers', text: 'Поставщики' },
        { to: '/dmn/acceptance', text: 'Приёмка товара' },
      ]}
      filters={useSupplierOrderFilters()}
      framed={{ link: 'Заказ' }}
      columns={[
        documentColumns.text('Поставщик', 'supplierName'),
        { title: 'Ожидается', cell: (order) => (order.expectedDate ? formatDay(order.expectedDate) : '—') },
      ]}
    />
  );
}
