import { wholeQuantityError } from './draft-lines';

/** What a return line holds as typed, whoever returns: how many, why, and a comment. */
export interface ReturnLineFields<Reason extends string> {
  quantity: string;
  reason: Reason | '';
  note: string;
}

/** A saved return line as typed again. */
export const returnLineFieldsOf = <Reason extends string>(line: {
  quantity: number;
  reason?: Reason | null;
  note?: string | null;
}): ReturnLineFields<Reason> => ({ quantity: String(line.quantity), reason: line.reason ?? '', note: line.note ?? '' });

/** A typed return line as the API takes it. */
export const returnLineInput = <Reason extends string>(draft: ReturnLineFields<Reason>) => ({
  quantity: Number(draft.quantity),
  reason: draft.reason || null,
  note: draft.note.trim() || null,
});

/** A quantity typed on a return line: a whole number from 0, and no more than may still be returned. */
export function returnQuantityError(typed: string, returnable: number) {
  const wrong = wholeQuantityError(typed);
  if (wrong) return wrong;
  return Number(typed.trim()) > returnable ? `Можно вернуть не больше ${returnable} шт.` : undefined;
}
