import { type DISCREPANCIES } from '../db/purchasing-schema';
import { optionalLocationNid, optionalText, refuseWhenInvalid, type FieldErrors } from '../documents/document-input';
import { MAX_QUANTITY } from '../documents/document-input';

type Discrepancy = (typeof DISCREPANCIES)[number];

interface AcceptanceLineInput {
  /** The supplier order's line it receives against. */
  orderLineNo: number;
  quantity: number;
  discrepancy?: Discrepancy | null;
  note?: string | null;
}

export interface AcceptanceInput {
  supplierOrderNid: number;
  comment?: string | null;
  /** Where the goods come in; omitted: the warehouse (a new draft), or where the draft had them. */
  locationNid?: number | null;
  /** Omitted: every line of the order with what is still to come. */
  lines?: readonly AcceptanceLineInput[] | null;
}

export interface AcceptanceLineRequest {
  orderLineNo: number;
  quantity: number;
  discrepancy: Discrepancy | null;
  note: string | null;
}

export interface AcceptanceRequest {
  supplierOrderNid: number;
  comment: string | null;
  locationNid: number | null;
  lines: AcceptanceLineRequest[] | null;
}

export const ACCEPTANCE_NOT_SAVED = 'Приёмка не сохранена: проверьте выделенные поля';

/** The acceptance checked as a whole: every problem at once, each beside its field. */
export function readAcceptanceRequest(input: AcceptanceInput): AcceptanceRequest {
  const errors: FieldErrors = {};
  const comment = optionalText(input.comment, 'comment', errors);
  const locationNid = optionalLocationNid(input.locationNid, errors);
  const seen = new Set<number>();
  const lines = input.lines?.map((line, index) => {
    const { orderLineNo, quantity } = line;
    if (!Number.isInteger(quantity) || quantity < 0) errors[`lines.${index}.quantity`] = 'Введите целое число от 0';
    else if (quantity > MAX_QUANTITY)
      errors[`lines.${index}.quantity`] = `Не больше ${MAX_QUANTITY.toLocaleString('ru-RU')} шт.`;
    if (seen.has(orderLineNo)) errors[`lines.${index}.orderLineNo`] = 'Эта строка заказа уже есть в приёмке';
    seen.add(orderLineNo);
    const note = optionalText(line.note, `lines.${index}.note`, errors);
    return { orderLineNo, quantity, discrepancy: line.discrepancy ?? null, note };
  });
  if (lines && lines.length === 0) errors.lines = 'Добавьте хотя бы одну строку заказа';
  refuseWhenInvalid(ACCEPTANCE_NOT_SAVED, errors);
  return { supplierOrderNid: input.supplierOrderNid, comment, locationNid, lines: lines ?? null };
}
