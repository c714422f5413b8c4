import type { ShipmentFieldsFragment } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import type { FieldErrors } from '../../../lib/mutation-failure';
import styles from '../../../components/documents.module.css';
import listStyles from '../../../components/list.module.css';
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
  return (
    <div className={listStyles.tableWrap}>
      <table className={listStyles.table}>
        <thead>
          <tr>
            <th scope="col">Товар</th>
            <th scope="col">Артикул</th>
            <th scope="col" className={listStyles.number}>Заказано</th>
            <th scope="col" className={listStyles.number}>Отгружено ранее</th>
            <th scope="col" className={listStyles.number}>Отгружаем, шт.</th>
            <th scope="col" className={listStyles.number}>Цена</th>
            <th scope="col" className={listStyles.number}>Сумма</th>
          </tr>
        </thead>
        <tbody>
          {shipment.lines.map((line, index) => {
            const draft = drafts?.[index];
            const error = errors[`lines.${index}.quantity`];
            const errorId = `shipment-line-${line.lineNo}-error`;
            const quantity = draft ? Number(draft.quantity) || 0 : line.quantity;
            return (
              <tr key={line.lineNo}>
                <td>{line.name}</td>
                <td>{line.vendorCode}</td>
                <td className={listStyles.number}>{line.ordered}</td>
                <td className={listStyles.number}>{posted ? line.orderShipped - line.quantity : line.orderShipped}</td>
                <td className={listStyles.number}>
                  {draft && onChange ? (
                    <>
                      <input
                        className={styles.cellInput}
                        inputMode="numeric"
                        aria-label={`Отгружаем: ${line.name}`}
                        value={draft.quantity}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        onChange={(event) => onChange(line.orderLineNo, event.target.value)}
                      />
                      {error ? <span id={errorId} className={styles.fieldError}>{error}</span> : null}
                    </>
                  ) : (
                    line.quantity
                  )}
                </td>
                <td className={listStyles.number}>{formatPrice(line.price)}</td>
                <td className={listStyles.number}>{formatPrice(quantity * line.price)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
