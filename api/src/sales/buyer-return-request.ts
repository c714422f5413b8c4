import type { BUYER_RETURN_REASONS } from '../db/returns-schema';
import {
  readReturnRequest,
  type DraftRequest,
  type ReturnLineFields,
  type ReturnLineInput,
} from '../documents/draft-lines';

export type BuyerReturnReason = (typeof BUYER_RETURN_REASONS)[number];

export type BuyerReturnLineInput = {
  /** The shipment's line the goods went out on. */
  shipmentLineNo: number;
} & ReturnLineInput<BuyerReturnReason>;

export type BuyerReturnLineRequest = { shipmentLineNo: number } & ReturnLineFields<BuyerReturnReason>;

export type BuyerReturnRequest = DraftRequest<BuyerReturnLineRequest>;

export const BUYER_RETURN_NOT_SAVED = 'Возврат от покупателя не сохранён: проверьте выделенные поля';

/** A buyer return as the form sends it, checked (readReturnRequest): «Другое» needs words in the note. */
export const readBuyerReturnRequest = (input: {
  comment?: string | null;
  locationNid?: number | null;
  lines?: readonly BuyerReturnLineInput[] | null;
}): BuyerReturnRequest =>
  readReturnRequest(input, {
    field: 'shipmentLineNo',
    twice: 'Эта строка отгрузки уже есть в возврате',
    noLines: 'Оставьте в возврате хотя бы одну строку отгрузки',
    notSaved: BUYER_RETURN_NOT_SAVED,
    reasonToDescribe: 'OTHER',
  });
