import type { SupplierReturnFieldsFragment, SupplierReturnReason } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import type { FieldErrors } from '../../../lib/mutation-failure';
import styles from '../../../components/documents.module.css';
import listStyles from '../../../components/list.module.css';
import { returnableOf, type ReturnLineDraft } from '../hooks/use-supplier-return-form';
import { RETURN_REASON_TITLES } from './return-reasons';

export interface SupplierReturnLinesProps {
  supplierReturn: SupplierReturnFieldsFragment;
  /** The typed lines of a draft; without them the lines are shown read-only. */
  drafts?: readonly ReturnLineDraft[];
  errors?: FieldErrors;
  onChange?: (acceptanceLineNo: number, changes: Partial<ReturnLineDraft>) => void;
}

/** A message beside its field, the field pointing at it. */
function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? <span id={id} className={styles.fieldError}>{message}</span> : null;
}

/** The return's lines: accepted, what may still go back, stock, what goes back now and why. */
export function SupplierReturnLines({ supplierReturn, drafts, errors = {}, onChange }: SupplierReturnLinesProps) {
  const editing = Boolean(drafts && onChange);
  return (
    <div className={listStyles.tableWrap}>
      <table className={listStyles.table}>
        <thead>
          <tr>
            <th scope="col">Товар</th>
            <th scope="col" className={listStyles.number}>Принято</th>
            {editing ? <th scope="col" className={listStyles.number}>Можно вернуть</th> : null}
            <th scope="col" className={listStyles.number}>На складе</th>
            <th scope="col" className={listStyles.number}>Возвращаем, шт.</th>
            <th scope="col">Причина</th>
            <th scope="col">Комментарий</th>
            <th scope="col" className={listStyles.number}>Цена</th>
            <th scope="col" className={listStyles.number}>Сумма</th>
          </tr>
        </thead>
        <tbody>
          {supplierReturn.lines.map((line, index) => {
            const draft = drafts?.[index];
            const quantityError = errors[`lines.${index}.quantity`];
            const reasonError = errors[`lines.${index}.reason`];
            const noteError = errors[`lines.${index}.note`];
            const ids = {
              quantity: `return-line-${line.lineNo}-quantity-error`, reason: `return-line-${line.lineNo}-reason-error`, note: `return-line-${line.lineNo}-note-error`,
            };
            const quantity = draft ? Number(draft.quantity) || 0 : line.quantity;
            return (
              <tr key={line.lineNo}>
                <td>
                  {line.name} <span className={styles.muted}>· {line.vendorCode}</span>
                </td>
                <td className={listStyles.number}>{line.accepted}</td>
                {editing ? <td className={listStyles.number}>{returnableOf(line)}</td> : null}
                <td className={listStyles.number}>{line.stock}</td>
                <td className={listStyles.number}>
                  {draft && onChange ? (
                    <>
                      <input
                        className={styles.cellInput}
                        inputMode="numeric"
                        aria-label={`Возвращаем: ${line.name}`}
                        value={draft.quantity}
                        aria-invalid={quantityError ? true : undefined}
                        aria-describedby={quantityError ? ids.quantity : undefined}
                        onChange={(event) => onChange(line.acceptanceLineNo, { quantity: event.target.value })}
                      />
                      <FieldMessage id={ids.quantity} message={quantityError} />
                    </>
                  ) : (
                    line.quantity
                  )}
                </td>
                <td>
                  {draft && onChange ? (
                    <>
                      <select
                        aria-label={`Причина: ${line.name}`}
                        value={draft.reason}
                        aria-invalid={reasonError ? true : undefined}
                        aria-describedby={reasonError ? ids.reason : undefined}
                        onChange={(event) => onChange(line.acceptanceLineNo, { reason: event.target.value as SupplierReturnReason | '' })}
                      >
                        <option value="">Не выбрана</option>
                        {Object.entries(RETURN_REASON_TITLES).map(([value, title]) => (
                          <option key={value} value={value}>{title}</option>
                        ))}
                      </select>
                      <FieldMessage id={ids.reason} message={reasonError} />
                    </>
                  ) : line.reason ? RETURN_REASON_TITLES[line.reason] : '—'}
                </td>
                <td>
                  {draft && onChange ? (
                    <>
                      <input
                        aria-label={`Комментарий: ${line.name}`}
                        value={draft.note}
                        aria-invalid={noteError ? true : undefined}
                        aria-describedby={noteError ? ids.note : undefined}
                        onChange={(event) => onChange(line.acceptanceLineNo, { note: event.target.value })}
                      />
                      <FieldMessage id={ids.note} message={noteError} />
                    </>
                  ) : (line.note ?? '')}
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
