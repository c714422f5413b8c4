import { DISCREPANCY_TITLES } from '@shop/shared/purchasing';
import type { AcceptanceFieldsFragment, Discrepancy } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import type { FieldErrors } from '../../../lib/mutation-failure';
import styles from '../../../components/documents.module.css';
import listStyles from '../../../components/list.module.css';
import type { AcceptanceLineDraft } from '../hooks/use-acceptance-form';

export interface AcceptanceLinesProps {
  acceptance: AcceptanceFieldsFragment;
  /** The typed lines of a draft; without them the lines are shown read-only. */
  drafts?: readonly AcceptanceLineDraft[];
  errors?: FieldErrors;
  onChange?: (orderLineNo: number, changes: Partial<AcceptanceLineDraft>) => void;
}

/** The acceptance's lines: ordered, already received, accepted now, and any discrepancy. */
export function AcceptanceLines({ acceptance, drafts, errors = {}, onChange }: AcceptanceLinesProps) {
  return (
    <div className={listStyles.tableWrap}>
      <table className={listStyles.table}>
        <thead>
          <tr>
            <th scope="col">Товар</th>
            <th scope="col" className={listStyles.number}>Заказано</th>
            <th scope="col" className={listStyles.number}>Принято ранее</th>
            <th scope="col" className={listStyles.number}>Принимаем, шт.</th>
            <th scope="col">Расхождение</th>
            <th scope="col">Примечание</th>
            <th scope="col" className={listStyles.number}>Сумма</th>
          </tr>
        </thead>
        <tbody>
          {acceptance.lines.map((line, index) => {
            const draft = drafts?.[index];
            const error = errors[`lines.${index}.quantity`];
            const errorId = `acceptance-line-${line.lineNo}-error`;
            return (
              <tr key={line.lineNo}>
                <td>
                  {line.name} <span className={styles.muted}>· {line.vendorCode}</span>
                </td>
                <td className={listStyles.number}>{line.ordered}</td>
                <td className={listStyles.number}>{acceptance.status === 'POSTED' ? line.orderReceived - line.quantity : line.orderReceived}</td>
                <td className={listStyles.number}>
                  {draft && onChange ? (
                    <>
                      <input
                        className={styles.cellInput}
                        inputMode="numeric"
                        aria-label={`Принимаем: ${line.name}`}
                        value={draft.quantity}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        onChange={(event) => onChange(line.orderLineNo, { quantity: event.target.value })}
                      />
                      {error ? <span id={errorId} className={styles.fieldError}>{error}</span> : null}
                    </>
                  ) : (
                    line.quantity
                  )}
                </td>
                <td>
                  {draft && onChange ? (
                    <select aria-label={`Расхождение: ${line.name}`} value={draft.discrepancy} onChange={(event) => onChange(line.orderLineNo, { discrepancy: event.target.value as Discrepancy | '' })}>
                      <option value="">Нет</option>
                      {Object.entries(DISCREPANCY_TITLES).map(([value, title]) => (
                        <option key={value} value={value}>{title}</option>
                      ))}
                    </select>
                  ) : line.discrepancy ? DISCREPANCY_TITLES[line.discrepancy] : '—'}
                </td>
                <td>
                  {draft && onChange ? (
                    <input aria-label={`Примечание: ${line.name}`} value={draft.note} onChange={(event) => onChange(line.orderLineNo, { note: event.target.value })} />
                  ) : (line.note ?? '')}
                </td>
                <td className={listStyles.number}>{formatPrice((draft ? Number(draft.quantity) || 0 : line.quantity) * line.price)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
