import { formatPrice } from '@shop/shared/ui';
import type { FieldErrors } from '../lib/mutation-failure';
import styles from './documents.module.css';
import { describedBy, FieldMessage } from './field-message';
import listStyles from './list.module.css';

/** A return line as both returns show it: the goods, how many go back, why. */
export interface ReturnLine<Reason extends string> {
  lineNo: number;
  name: string;
  vendorCode: string;
  quantity: number;
  reason?: Reason | null;
  note?: string | null;
  price: number;
}

/** A return line as typed: how many, why, and the comment. */
export interface ReturnLineTyped<Reason extends string> {
  quantity: string;
  reason: Reason | '';
  note: string;
}

export interface ReturnLinesTableProps<Reason extends string, Line extends ReturnLine<Reason>> {
  lines: readonly Line[];
  /** The source document's count: «Отгружено», «Принято». */
  source: { title: string; of: (line: Line) => number };
  /** What may still go back of a line. */
  returnable: (line: Line) => number;
  /** The stock column («На складе») where the goods leave the warehouse. */
  stock?: (line: Line) => number;
  /** «Возвращают», «Возвращаем»: the quantity's column and its field's label. */
  quantityVerb: string;
  reasons: Readonly<Record<Reason, string>>;
  /** The source line a draft line answers (the key `onChange` gets). */
  sourceLineNo: (line: Line) => number;
  /** The id of a field's message. */
  messageId: (lineNo: number, field: 'quantity' | 'reason' | 'note') => string;
  /** The typed lines of a draft; without them the lines are shown read-only. */
  drafts?: readonly ReturnLineTyped<Reason>[] | undefined;
  errors?: FieldErrors | undefined;
  onChange?: ((sourceLineNo: number, changes: Partial<ReturnLineTyped<Reason>>) => void) | undefined;
}

/** A return's lines: the source's count, what may still go back, what goes back now and why. */
export function ReturnLinesTable<Reason extends string, Line extends ReturnLine<Reason>>(props: ReturnLinesTableProps<Reason, Line>) {
  const { lines, source, returnable, stock, quantityVerb, reasons, sourceLineNo, messageId, drafts, errors = {}, onChange } = props;
  const editing = Boolean(drafts && onChange);
  return (
    <div className={listStyles.tableWrap}>
      <table className={listStyles.table}>
        <thead>
          <tr>
            <th scope="col">Товар</th>
            <th scope="col" className={listStyles.number}>{source.title}</th>
            {editing ? <th scope="col" className={listStyles.number}>Можно вернуть</th> : null}
            {stock ? <th scope="col" className={listStyles.number}>На складе</th> : null}
            <th scope="col" className={listStyles.number}>{quantityVerb}, шт.</th>
            <th scope="col">Причина</th>
            <th scope="col">Комментарий</th>
            <th scope="col" className={listStyles.number}>Цена</th>
            <th scope="col" className={listStyles.number}>Сумма</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const draft = drafts?.[index];
            const error = { quantity: errors[`lines.${index}.quantity`], reason: errors[`lines.${index}.reason`], note: errors[`lines.${index}.note`] };
            const ids = { quantity: messageId(line.lineNo, 'quantity'), reason: messageId(line.lineNo, 'reason'), note: messageId(line.lineNo, 'note') };
            const quantity = draft ? Number(draft.quantity) || 0 : line.quantity;
            return (
              <tr key={line.lineNo}>
                <td>
                  {line.name} <span className={styles.muted}>· {line.vendorCode}</span>
                </td>
                <td className={listStyles.number}>{source.of(line)}</td>
                {editing ? <td className={listStyles.number}>{returnable(line)}</td> : null}
                {stock ? <td className={listStyles.number}>{stock(line)}</td> : null}
                <td className={listStyles.number}>
                  {draft && onChange ? (
                    <>
                      <input
                        className={styles.cellInput}
                        inputMode="numeric"
                        aria-label={`${quantityVerb}: ${line.name}`}
                        value={draft.quantity}
                        {...describedBy(ids.quantity, error.quantity)}
                        onChange={(event) => onChange(sourceLineNo(line), { quantity: event.target.value })}
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
                        {...describedBy(ids.reason, error.reason)}
                        onChange={(event) => onChange(sourceLineNo(line), { reason: event.target.value as Reason | '' })}
                      >
                        <option value="">Не выбрана</option>
                        {Object.entries<string>(reasons).map(([value, title]) => (
                          <option key={value} value={value}>{title}</option>
                        ))}
                      </select>
                      <FieldMessage id={ids.reason} message={error.reason} />
                    </>
                  ) : line.reason ? reasons[line.reason] : '—'}
                </td>
                <td>
                  {draft && onChange ? (
                    <>
                      <input
                        aria-label={`Комментарий: ${line.name}`}
                        value={draft.note}
                        {...describedBy(ids.note, error.note)}
                        onChange={(event) => onChange(sourceLineNo(line), { note: event.target.value })}
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
