import type { BuyerReturnFieldsFragment, BuyerReturnReason } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import type { FieldErrors } from '../../../lib/mutation-failure';
import styles from '../../../components/documents.module.css';
import listStyles from '../../../components/list.module.css';
import { returnableOf, type ReturnLineDraft } from '../hooks/use-buyer-return-form';
import { BUYER_RETURN_REASON_TITLES } from './return-reasons';

export interface BuyerReturnLinesProps {
  buyerReturn: BuyerReturnFieldsFragment;
  /** The typed lines of a draft; without them the lines are shown read-only. */
  drafts?: readonly ReturnLineDraft[];
  errors?: FieldErrors;
  onChange?: (shipmentLineNo: number, changes: Partial<ReturnLineDraft>) => void;
}

/** A message beside its field, the field pointing at it. */
function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? <span id={id} className={styles.fieldError}>{message}</span> : null;
}

/** The attributes that tie a field to its message. */
const described = (id: string, message: string | undefined) => ({
  'aria-invalid': message ? true : undefined,
  'aria-describedby': message ? id : undefined,
});

/** The return's lines: shipped, what may still come back, what came back now and why. */
export function BuyerReturnLines({ buyerReturn, drafts, errors = {}, onChange }: BuyerReturnLinesProps) {
  const editing = Boolean(drafts && onChange);
  return (
    <div className={listStyles.tableWrap}>
      <table className={listStyles.table}>
        <thead>
          <tr>
            <th scope="col">Товар</th>
            <th scope="col" className={listStyles.number}>Отгружено</th>
            {editing ? <th scope="col" className={listStyles.number}>Можно вернуть</th> : null}
            <th scope="col" className={listStyles.number}>Возвращают, шт.</th>
            <th scope="col">Причина</th>
            <th scope="col">Комментарий</th>
            <th scope="col" className={listStyles.number}>Цена</th>
            <th scope="col" className={listStyles.number}>Сумма</th>
          </tr>
        </thead>
        <tbody>
          {buyerReturn.lines.map((line, index) => {
            const draft = drafts?.[index];
            const error = { quantity: errors[`lines.${index}.quantity`], reason: errors[`lines.${index}.reason`], note: errors[`lines.${index}.note`] };
            const ids = { quantity: `buyer-return-line-${line.lineNo}-quantity`, reason: `buyer-return-line-${line.lineNo}-reason`, note: `buyer-return-line-${line.lineNo}-note` };
            const quantity = draft ? Number(draft.quantity) || 0 : line.quantity;
            return (
              <tr key={line.lineNo}>
                <td>
                  {line.name} <span className={styles.muted}>· {line.vendorCode}</span>
                </td>
                <td className={listStyles.number}>{line.shipped}</td>
                {editing ? <td className={listStyles.number}>{returnableOf(line)}</td> : null}
                <td className={listStyles.number}>
                  {draft && onChange ? (
                    <>
                      <input
                        className={styles.cellInput}
                        inputMode="numeric"
                        aria-label={`Возвращают: ${line.name}`}
                        value={draft.quantity}
                        {...described(ids.quantity, error.quantity)}
                        onChange={(event) => onChange(line.shipmentLineNo, { quantity: event.target.value })}
                      />
                      <FieldMessage id={ids.quantity} message={error.quantity} />
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
                        {...described(ids.reason, error.reason)}
                        onChange={(event) => onChange(line.shipmentLineNo, { reason: event.target.value as BuyerReturnReason | '' })}
                      >
                        <option value="">Не выбрана</option>
                        {Object.entries(BUYER_RETURN_REASON_TITLES).map(([value, title]) => (
                          <option key={value} value={value}>{title}</option>
                        ))}
                      </select>
                      <FieldMessage id={ids.reason} message={error.reason} />
                    </>
                  ) : line.reason ? BUYER_RETURN_REASON_TITLES[line.reason] : '—'}
                </td>
                <td>
                  {draft && onChange ? (
                    <>
                      <input
                        aria-label={`Комментарий: ${line.name}`}
                        value={draft.note}
                        {...described(ids.note, error.note)}
                        onChange={(event) => onChange(line.shipmentLineNo, { note: event.target.value })}
                      />
                      <FieldMessage id={ids.note} message={error.note} />
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
