import { formatPrice } from '@shop/shared/ui';
import type { FieldErrors } from '../../../lib/mutation-failure';
import styles from '../../../components/documents.module.css';
import { ProductName } from '../../../components/document-columns';
import { DataTable } from '../../../components/data-table';
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
  return (
    <DataTable
      rows={lines}
      rowKey={(line) => line.nid}
      columns={[
        {
          title: 'Товар',
          cell: (line, index) => (
            <>
              <ProductName line={line} />
              {errors[`lines.${index}.nid`] ? (
                <span className={styles.fieldError}>{errors[`lines.${index}.nid`]}</span>
              ) : null}
            </>
          ),
        },
        {
          title: 'Количество, шт.',
          number: true,
          cell: (line, index) => (
            <QuantityInput
              label={`Количество: ${line.name}`}
              messageId={`line-${line.nid}-quantity`}
              value={line.quantity}
              error={errors[`lines.${index}.quantity`]}
              onChange={(quantity) => onChange(line.nid, { quantity })}
            />
          ),
        },
        {
          title: 'Цена закупки, ₽',
          number: true,
          cell: (line, index) => (
            <QuantityInput
              label={`Цена закупки: ${line.name}`}
              messageId={`line-${line.nid}-price`}
              value={line.price}
              error={errors[`lines.${index}.price`]}
              onChange={(price) => onChange(line.nid, { price })}
            />
          ),
        },
        {
          title: 'Сумма',
          number: true,
          cell: (line) => formatPrice((Number(line.quantity) || 0) * (Number(line.price) || 0)),
        },
        {
          title: <span className="visually-hidden">Убрать</span>,
          cell: (line) => (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onRemove(line.nid)}
              aria-label={`Убрать «${line.name}»`}
            >
              Убрать
            </button>
          ),
        },
      ]}
    />
  );
}
