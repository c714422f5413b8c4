import { formatPrice } from '@shop/shared/ui';
import type { FieldErrors } from '../../../lib/mutation-failure';
import styles from '../../../components/documents.module.css';
import listStyles from '../../../components/list.module.css';
import type { OrderLineDraft } from '../hooks/use-order-form';

export interface OrderLinesTableProps {
  lines: readonly OrderLineDraft[];
  errors: FieldErrors;
  onChange: (nid: number, changes: Partial<OrderLineDraft>) => void;
  onRemove: (nid: number) => void;
}

/** One figure of a line, labelled with the product, with its message beside it. */
function Cell({ label, value, error, id, onChange }: { label: string; value: string; error?: string | undefined; id: string; onChange: (value: string) => void }) {
  return (
    <td className={listStyles.number}>
      <input
        className={styles.cellInput}
        inputMode="numeric"
        aria-label={label}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <span id={id} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </td>
  );
}

/** The order's lines: quantity and purchase price typed per product, the amount worked out. */
export function OrderLinesTable({ lines, errors, onChange, onRemove }: OrderLinesTableProps) {
  return (
    <div className={listStyles.tableWrap}>
      <table className={listStyles.table}>
        <thead>
          <tr>
            <th scope="col">Товар</th>
            <th scope="col" className={listStyles.number}>Количество, шт.</th>
            <th scope="col" className={listStyles.number}>Цена закупки, ₽</th>
            <th scope="col" className={listStyles.number}>Сумма</th>
            <th scope="col">
              <span className="visually-hidden">Убрать</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.nid}>
              <td>
                {line.name} <span className={styles.muted}>· {line.vendorCode}</span>
                {errors[`lines.${index}.nid`] ? <span className={styles.fieldError}>{errors[`lines.${index}.nid`]}</span> : null}
              </td>
              <Cell label={`Количество: ${line.name}`} id={`line-${line.nid}-quantity`} value={line.quantity} error={errors[`lines.${index}.quantity`]} onChange={(quantity) => onChange(line.nid, { quantity })} />
              <Cell label={`Цена закупки: ${line.name}`} id={`line-${line.nid}-price`} value={line.price} error={errors[`lines.${index}.price`]} onChange={(price) => onChange(line.nid, { price })} />
              <td className={listStyles.number}>{formatPrice((Number(line.quantity) || 0) * (Number(line.price) || 0))}</td>
              <td>
                <button type="button" className="button button--secondary" onClick={() => onRemove(line.nid)} aria-label={`Убрать «${line.name}»`}>
                  Убрать
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
