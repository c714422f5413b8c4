import {
  MAX_DOCUMENT_LINES,
  MAX_PRICE,
  MAX_QUANTITY,
  optionalText,
  refuseWhenInvalid,
  type FieldErrors,
} from '../documents/document-input';
import { isDay } from '@shop/shared/shop-days';

interface SupplierOrderLineInput {
  nid: number;
  quantity: number;
  price: number;
}

export interface SupplierOrderInput {
  supplierNid: number;
  /** YYYY-MM-DD. */
  expectedDate?: string | null;
  comment?: string | null;
  lines: readonly SupplierOrderLineInput[];
}

export interface SupplierOrderRequest {
  supplierNid: number;
  expectedDate: string | null;
  comment: string | null;
  lines: SupplierOrderLineInput[];
}

export const ORDER_NOT_SAVED = 'Заказ поставщику не сохранён: проверьте выделенные поля';

function lineErrors(lines: readonly SupplierOrderLineInput[], errors: FieldErrors) {
  if (lines.length > MAX_DOCUMENT_LINES) errors.lines = `В одном заказе — не больше ${MAX_DOCUMENT_LINES} товаров`;
  const seen = new Set<number>();
  lines.forEach(({ nid, quantity, price }, index) => {
    if (!Number.isInteger(quantity) || quantity < 1) errors[`lines.${index}.quantity`] = 'Введите целое число от 1';
    else if (quantity > MAX_QUANTITY)
      errors[`lines.${index}.quantity`] = `Не больше ${MAX_QUANTITY.toLocaleString('ru-RU')} шт.`;
    if (!Number.isInteger(price) || price < 0) errors[`lines.${index}.price`] = 'Введите цену в целых рублях, от 0';
    else if (price > MAX_PRICE) errors[`lines.${index}.price`] = `Не больше ${MAX_PRICE.toLocaleString('ru-RU')} ₽`;
    if (seen.has(nid)) errors[`lines.${index}.nid`] = 'Этот товар уже есть в заказе — оставьте одну строку';
    seen.add(nid);
  });
}

/** The order checked as a whole: every problem at once, each beside its field. */
export function readSupplierOrderRequest(input: SupplierOrderInput): SupplierOrderRequest {
  const errors: FieldErrors = {};
  const expectedDate = input.expectedDate?.trim() || null;
  if (expectedDate && !isDay(expectedDate)) errors.expectedDate = 'Укажите дату в виде ГГГГ-ММ-ДД';
  const comment = optionalText(input.comment, 'comment', errors);
  lineErrors(input.lines, errors);
  refuseWhenInvalid(ORDER_NOT_SAVED, errors);
  return {
    supplierNid: input.supplierNid,
    expectedDate,
    comment,
    lines: input.lines.map(({ nid, quantity, price }) => ({ nid, quantity, price })),
  };
}
