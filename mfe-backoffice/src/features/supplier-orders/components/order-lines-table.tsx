import { formatPrice } from '@shop/shared/ui';
import type { FieldErrors } from '../../../lib/mutation-failure';
import type { Column } from '../../../components/data-table';
import { ProductsTable, removeLineColumn, TypedLineProduct } from '../../../components/products-table';
import { QuantityInput } from '../../../components/quantity-input';
import type { OrderLineDraft } from '../hooks/use-order-form';

export interface OrderLinesTableProps {
  lines: readonly OrderLineDraft[];
  errors: FieldErrors;
  onChange: (nid: number, changes: Partial<OrderLineDraft>) => void;
  onRemove: (nid: number) => void;
}

/** The order's lines: quantity and purchase price typed per product, the amount worked out. */
export function OrderLinesTable({ lines, errors, onChange, onRemove }: OrderLinesTableProps) {
  /** A number typed per line: its column heading, and the field's name («Количество: Смеситель»). */
  const typedColumn = (key: 'quantity' | 'price', title: string, label: string): Column<OrderLineDraft> => ({
    title,
    number: true,
    cell: (line, index) => (
      <QuantityInput
        label={`${label}: ${line.name}`}
        messageId={`line-${line.nid}-${key}`}
        value={line[key]}
        error={errors[`lines.${index}.${key}`]}
        onChange={(value) => onChange(line.nid, { [key]: value })}
      />
    ),
  });
  return (
    <ProductsTable
      rows={lines}
      product={(line, index) => <TypedLineProduct line={line} error={errors[`lines.${index}.nid`]} />}
      columns={[
        typedColumn('quantity', 'Количество, шт.', 'Количество'),
        typedColumn('price', 'Цена закупки, ₽', 'Цена закупки'),
        {
          title: 'Сумма',
          number: true,
          cell: (line) => formatPrice((Number(line.quantity) || 0) * (Number(line.price) || 0)),
        },
        removeLineColumn(onRemove),
      ]}
    />
  );
}
