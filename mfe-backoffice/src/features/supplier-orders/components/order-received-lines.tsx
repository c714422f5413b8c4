import type { SupplierOrderFieldsFragment } from '../../../lib/graphql/operations.generated';
import { formatPrice } from '@shop/shared/ui';
import { GoodsLines } from '../../../components/document-columns';

/** A placed order's lines: ordered, received so far by posted acceptances, and amounts. */
export function OrderReceivedLines({ lines }: { lines: SupplierOrderFieldsFragment['lines'] }) {
  return (
    <GoodsLines
      lines={lines}
      columns={[
        { title: 'Заказано', number: true, cell: (line) => line.quantity },
        { title: 'Принято', number: true, cell: (line) => line.received },
        { title: 'Цена', number: true, cell: (line) => formatPrice(line.price) },
        { title: 'Сумма', number: true, cell: (line) => formatPrice(line.amount) },
      ]}
    />
  );
}
