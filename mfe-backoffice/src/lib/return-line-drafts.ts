import type { FieldErrors } from './mutation-failure';
import { commentInput, useDraftLines, wholeQuantityError } from './draft-lines';

/** What a return line holds as typed, whoever returns: how many, why, and a comment. */
export interface ReturnLineFields<Reason extends string> {
  quantity: string;
  reason: Reason | '';
  note: string;
}

/** A return line as typed, under the number of the source document's line it returns. */
export interface ReturnLineDraft<Reason extends string> extends ReturnLineFields<Reason> {
  sourceLineNo: number;
}

/** A saved return line: how many, why, the comment, and what other posted returns already took of its source line. */
export interface ReturnedLine<Reason extends string> {
  quantity: number;
  reason?: Reason | null;
  note?: string | null;
  returnedElsewhere: number;
}

/** The document a return answers, as its lines show it: the shipment for a buyer's, the acceptance for a supplier's. */
export interface ReturnSource<Line, LineNo extends string = string> {
  /** The source's count as its column is headed: «Отгружено», «Принято». */
  title: string;
  /** How many units the source line moved. */
  quantityOf: (line: Line) => number;
  /** The field naming the source line, in the return's lines and in the API's input: `shipmentLineNo`. */
  lineNo: LineNo;
}

/** The number of the source line a return line answers: the key of its typed line. */
export const sourceLineNoOf = <Line, LineNo extends string>(
  source: ReturnSource<Line, LineNo>,
  line: Line & Record<LineNo, number>,
) => line[source.lineNo];

/** Units of a line that may still be returned: what its source line moved, less what other posted returns took. */
export const returnableOf = <Line extends { returnedElsewhere: number }>(source: ReturnSource<Line>, line: Line) =>
  Math.max(0, source.quantityOf(line) - line.returnedElsewhere);

/** A saved return line as typed again. */
const returnLineFieldsOf = <Reason extends string>(line: ReturnedLine<Reason>): ReturnLineFields<Reason> => ({
  quantity: String(line.quantity),
  reason: line.reason ?? '',
  note: line.note ?? '',
});

/** A draft return as the API takes it: the comment, and each typed line under its source line's field. */
const returnInput = <Line, LineNo extends string, Reason extends string>(
  source: ReturnSource<Line, LineNo>,
  drafts: readonly ReturnLineDraft<Reason>[],
  comment: string,
) => ({
  comment: commentInput(comment),
  lines: drafts.map(
    (draft) =>
      ({
        [source.lineNo]: draft.sourceLineNo,
        quantity: Number(draft.quantity),
        reason: draft.reason || null,
        note: draft.note.trim() || null,
      }) as Record<LineNo, number> & { quantity: number; reason: Reason | null; note: string | null },
  ),
});

/** A quantity typed on a return line: a whole number from 0, and no more than may still be returned. */
function returnQuantityError(typed: string, returnable: number) {
  const wrong = wholeQuantityError(typed);
  if (wrong) return wrong;
  return Number(typed.trim()) > returnable ? `Можно вернуть не больше ${returnable} шт.` : undefined;
}

/** How one kind of return checks its lines beyond the rules every return shares. */
export interface ReturnLineRules<Line, Reason extends string> {
  /** A further limit on a quantity that may be returned (the stock, when a supplier's return is posted). */
  quantityLimit?: (line: Line, quantity: number, posting: boolean) => string | undefined;
  /** The reason whose line must also say what happened (a buyer's «Другое»). */
  noteRequiredFor?: Reason;
  /** A missing reason is named even beside a wrong quantity, not only once the quantity is right. */
  reasonBesideWrongQuantity?: boolean;
}

/**
 * What the browser can tell of a return's typed lines before sending, under the API's field paths (`lines.0.quantity`):
 * a whole quantity within what may still be returned, and a reason for every line that returns something.
 */
function checkReturnLines<Line extends { returnedElsewhere: number }, Reason extends string>(
  source: ReturnSource<Line>,
  rules: ReturnLineRules<Line, Reason>,
  lines: readonly Line[],
  drafts: readonly ReturnLineFields<Reason>[],
  posting: boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  drafts.forEach((draft, index) => {
    const line = lines[index];
    if (!line) return;
    const quantity = Number(draft.quantity.trim());
    const quantityError =
      returnQuantityError(draft.quantity, returnableOf(source, line)) ?? rules.quantityLimit?.(line, quantity, posting);
    if (quantityError) errors[`lines.${index}.quantity`] = quantityError;
    if ((quantityError && !rules.reasonBesideWrongQuantity) || !(quantity > 0)) return;
    if (!draft.reason) errors[`lines.${index}.reason`] = 'Укажите причину возврата';
    else if (draft.reason === rules.noteRequiredFor && !draft.note.trim())
      errors[`lines.${index}.note`] = 'Опишите причину возврата';
  });
  return errors;
}

/**
 * A draft return's state: the typed lines keyed by their source lines, the comment, the field errors, and every line
 * set at what may still be returned.
 */
function useReturnLines<
  Line extends ReturnedLine<Reason> & Record<LineNo, number>,
  LineNo extends string,
  Reason extends string,
>(source: ReturnSource<Line, LineNo>, lines: readonly Line[], comment: string | null | undefined) {
  const draft = useDraftLines<ReturnLineDraft<Reason>>(
    () => lines.map((line) => ({ sourceLineNo: sourceLineNoOf(source, line), ...returnLineFieldsOf(line) })),
    comment,
    (typed) => typed.sourceLineNo,
  );
  /** Every line at what may still be returned. */
  const returnAll = () =>
    draft.setLines((current) =>
      current.map((typed) => {
        const line = lines.find((item) => sourceLineNoOf(source, item) === typed.sourceLineNo);
        return line ? { ...typed, quantity: String(returnableOf(source, line)) } : typed;
      }),
    );
  return { ...draft, returnAll };
}

/**
 * One kind of return, from the document it answers and its own rules: the check of its typed lines (posting may ask
 * more than saving), the draft as the API takes it, and the draft's state.
 */
export function returnKind<
  Line extends ReturnedLine<Reason> & Record<LineNo, number>,
  LineNo extends string,
  Reason extends string,
>(source: ReturnSource<Line, LineNo>, rules: ReturnLineRules<Line, Reason> = {}) {
  return {
    source,
    check: (lines: readonly Line[], drafts: readonly ReturnLineFields<Reason>[], posting = false) =>
      checkReturnLines(source, rules, lines, drafts, posting),
    input: (drafts: readonly ReturnLineDraft<Reason>[], comment: string) => returnInput(source, drafts, comment),
    useLines: (lines: readonly Line[], comment: string | null | undefined) =>
      useReturnLines<Line, LineNo, Reason>(source, lines, comment),
  };
}
