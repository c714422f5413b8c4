import type { SUPPLIER_RETURN_REASONS } from '../db/purchasing-schema';
import {
  readReturnRequest,
  type DraftRequest,
  type ReturnLineFields,
  type ReturnLineInput,
} from '../documents/draft-lines';

export type SupplierReturnReason = (typeof SUPPLIER_RETURN_REASONS)[number];

export type SupplierReturnLineInput = {
  /** The acceptance's line the goods came in on. */
  acceptanceLineNo: number;
} & ReturnLineInput<SupplierReturnReason>;

export type SupplierReturnLineRequest = { acceptanceLineNo: number } & ReturnLineFields<SupplierReturnReason>;

export type SupplierReturnRequest = DraftRequest<SupplierReturnLineRequest>;

export const SUPPLIER_RETURN_NOT_SAVED = 'Возврат поставщику не сохранён: проверьте выделенные поля';

/** A supplier return as the form sends it, checked (readReturnRequest). */
export const readSupplierReturnRequest = (input: {
  comment?: string | null;
  locationNid?: number | null;
  lines?: readonly SupplierReturnLineInput[] | null;
}): SupplierReturnRequest =>
  readReturnRequest(input, {
    field: 'acceptanceLineNo',
    twice: 'Эта строка приёмки уже есть в возврате',
    noLines: 'Добавьте хотя бы одну строку приёмки',
    notSaved: SUPPLIER_RETURN_NOT_SAVED,
  });
