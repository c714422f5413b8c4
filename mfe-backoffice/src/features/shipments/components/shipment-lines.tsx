import type { ShipmentFieldsFragment } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import type { FieldErrors } from '../../../lib/mutation-failure';
import { DataTable } from '../../../components/data-table';
import { QuantityInput } from '../../../components/quantity-input';
import type { ShipmentLineDraft } from '../hooks/use-shipment-form';

export interface ShipmentLinesProps {
  shipment: ShipmentFieldsFragment;
  /** The typed lines of a draft; without them the lines are shown read-only. */
  drafts?: readonly ShipmentLineDraft[];
  errors?: FieldErrors;
  onChange?: (orderLineNo: number, quantity: string) => void;
}

/** The shipment's lines: ordered, shipped before, shipped now, at the order's price. */
export function ShipmentLines({ shipment, drafts, errors = {}, onChange }: ShipmentLinesProps) {
  const posted = shipment.status === 'POSTED';
  const quantityOf = (line: ShipmentFieldsFragment['lines'][number], index: number) => {
    const draft = drafts?.[index];
    return draft ? Number(draft.quantity) || 0 : line.quantity;
  };
  return (
    <DataTable
      rows={shipment.lines}
      rowKey={(line) => line.lineNo}
      columns={[
        { title: 'Товар', cell: (line) => line.name },
        { title: 'Артикул', cell: (line) => line.vendorCode },
        { title: 'Заказано', number: true, cell: (line) => line.ordered },
        {
          title: 'Отгружено ранее',
          number: true,
          cell: (line) => (posted ? line.orderShipped - line.quantity : line.orderShipped),
        },
        {
          title: 'Отгружаем, шт.',
          number: true,
          cell: (line, index) => {
            const draft = drafts?.[index];
            if (!draft || !onChange) return line.quantity;
            return (
              <QuantityInput
                label={`Отгружаем: ${line.name}`}
                value={draft.quantity}
                error={errors[`lines.${index}.quantity`]}
                messageId={`shipment-line-${line.lineNo}-error`}
                onChange={(quantity) => onChange(line.orderLineNo, quantity)}
              />
            );
          },
        },
        { title: 'Цена', number: true, cell: (line) => formatPrice(line.price) },
        { title: 'Сумма', number: true, cell: (line, index) => formatPrice(quantityOf(line, index) * line.price) },
      ]}
    />
  );
}
