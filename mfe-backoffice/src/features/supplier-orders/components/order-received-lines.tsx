import type { SupplierOrderFieldsFragment } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import { documentColumns } from '../../../components/document-columns';
import { DataTable } from '../../../components/data-table';

/** A placed order's lines: ordered, received so far by posted acceptances, and amounts. */
export function OrderReceivedLines({ lines }: { lines: SupplierOrderFieldsFragment['lines'] }) {
  return (
    <DataTable
      rows={lines}
      rowKey={(line) => line.lineNo}
      columns={[
        documentColumns.product(),
        { title: 'Заказано', number: true, cell: (line) => line.quantity },
        { title: 'Принято', number: true, cell: (line) => line.received },
        { title: 'Цена', number: true, cell: (line) => formatPrice(line.price) },
        { title: 'Сумма', number: true, cell: (line) => formatPrice(line.amount) },
      ]}
    />
  );
}
