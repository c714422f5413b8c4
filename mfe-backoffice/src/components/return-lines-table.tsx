import type { ReactNode } from 'react';
import { formatPrice } from '@shop/shared/ui';
import type { FieldErrors } from '../lib/mutation-failure';
import { returnableOf, sourceLineNoOf, type ReturnLineFields, type ReturnSource } from '../lib/return-line-drafts';
import { GoodsLines } from './document-columns';
import { describedBy, FieldMessage } from './field-message';
import { QuantityInput } from './quantity-input';
import { typedAmountColumn } from './typed-line-columns';

/** A return line as both returns show it: the goods, how many go back, why. */
export interface ReturnLine<Reason extends string> {
  lineNo: number;
  name: string;
  vendorCode: string;
  quantity: number;
  reason?: Reason | null;
  note?: string | null;
  price: number;
  returnedElsewhere: number;
}

/** A return line as typed: how many, why, and the comment. */
type ReturnLineTyped<Reason extends string> = ReturnLineFields<Reason>;

export interface ReturnLinesTableProps<Reason extends string, Line extends ReturnLine<Reason>, LineNo extends string> {
  lines: readonly (Line & Record<LineNo, number>)[];
  /** The source document: its count («Отгружено», «Принято»), what may still go back, the key `onChange` gets. */
  source: ReturnSource<Line, LineNo>;
  /** The stock column («На складе») where the goods leave the warehouse. */
  stock?: (line: Line) => number;
  /** «Возвращают», «Возвращаем»: the quantity's column and its field's label. */
  quantityVerb: string;
  reasons: Readonly<Record<Reason, string>>;
  /** The id of a field's message. */
  messageId: (lineNo: number, field: 'quantity' | 'reason' | 'note') => string;
  /** The typed lines of a draft; without them the lines are shown read-only. */
  drafts?: readonly ReturnLineTyped<Reason>[] | undefined;
  errors?: FieldErrors | undefined;
  onChange?: ((sourceLineNo: number, changes: Partial<ReturnLineTyped<Reason>>) => void) | undefined;
}

/** What a return's page hands its lines table while the return is a draft. */
export type ReturnLinesEditing<Reason extends string> = Pick<
  ReturnLinesTableProps<Reason, ReturnLine<Reason>, string>,
  'drafts' | 'errors' | 'onChange'
>;

/** A return's lines: the source's count, what may still go back, what goes back now and why. */
export function ReturnLinesTable<Reason extends string, Line extends ReturnLine<Reason>, LineNo extends string>(
  props: ReturnLinesTableProps<Reason, Line, LineNo>,
) {
  const { lines, source, stock, quantityVerb, reasons, messageId, drafts, errors = {}, onChange } = props;
  type SourceLine = Line & Record<LineNo, number>;
  const sourceLineNo = (line: SourceLine) => sourceLineNoOf(source, line);
  const editing = Boolean(drafts && onChange);
  const errorOf = (index: number, field: 'quantity' | 'reason' | 'note') => errors[`lines.${index}.${field}`];
  /** A cell typed in a draft, or the posted value. */
  const typed =
    (
      shown: (line: SourceLine) => ReactNode,
      field: (
        line: SourceLine,
        draft: ReturnLineTyped<Reason>,
        index: number,
        change: NonNullable<typeof onChange>,
      ) => ReactNode,
    ) =>
    (line: SourceLine, index: number) => {
      const draft = drafts?.[index];
      return draft && onChange ? field(line, draft, index, onChange) : shown(line);
    };
  return (
    <GoodsLines
      lines={lines}
      columns={[
        { title: source.title, number: true, cell: source.quantityOf },
        editing && { title: 'Можно вернуть', number: true, cell: (line) => returnableOf(source, line) },
        stock && { title: 'На складе', number: true, cell: stock },
        {
          title: `${quantityVerb}, шт.`,
          number: true,
          cell: typed(
            (line) => line.quantity,
            (line, draft, index, change) => (
              <QuantityInput
                label={`${quantityVerb}: ${line.name}`}
                value={draft.quantity}
                error={errorOf(index, 'quantity')}
                messageId={messageId(line.lineNo, 'quantity')}
                onChange={(quantity) => change(sourceLineNo(line), { quantity })}
              />
            ),
          ),
        },
        {
          title: 'Причина',
          cell: typed(
            (line) => (line.reason ? reasons[line.reason] : '—'),
            (line, draft, index, change) => (
              <>
                <select
                  aria-label={`Причина: ${line.name}`}
                  value={draft.reason}
                  {...describedBy(messageId(line.lineNo, 'reason'), errorOf(index, 'reason'))}
                  onChange={(event) => change(sourceLineNo(line), { reason: event.target.value as Reason | '' })}
                >
                  <option value="">Не выбрана</option>
                  {Object.entries<string>(reasons).map(([value, title]) => (
                    <option key={value} value={value}>
                      {title}
                    </option>
                  ))}
                </select>
                <FieldMessage id={messageId(line.lineNo, 'reason')} message={errorOf(index, 'reason')} />
              </>
            ),
          ),
        },
        {
          title: 'Комментарий',
          cell: typed(
            (line) => line.note ?? '',
            (line, draft, index, change) => (
              <>
                <input
                  aria-label={`Комментарий: ${line.name}`}
                  value={draft.note}
                  {...describedBy(messageId(line.lineNo, 'note'), errorOf(index, 'note'))}
                  onChange={(event) => change(sourceLineNo(line), { note: event.target.value })}
                />
                <FieldMessage id={messageId(line.lineNo, 'note')} message={errorOf(index, 'note')} />
              </>
            ),
          ),
        },
        { title: 'Цена', number: true, cell: (line) => formatPrice(line.price) },
        typedAmountColumn(drafts),
      ]}
    />
  );
}
