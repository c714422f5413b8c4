import type { BuyerReturnFieldsFragment, BuyerReturnReason } from '../../../lib/graphql/operations.generated';
import { returnKind } from '../../../lib/return-line-drafts';

/** A buyer returns what a shipment took away; a line returned for «Другое» must say what happened. */
export const BUYER_RETURN = returnKind<BuyerReturnFieldsFragment['lines'][number], 'shipmentLineNo', BuyerReturnReason>(
  { title: 'Отгружено', quantityOf: (line) => line.shipped, lineNo: 'shipmentLineNo' },
  { noteRequiredFor: 'OTHER' },
);

export const { check: checkReturn, input: returnDraftInput } = BUYER_RETURN;

/** The draft return's state: how many of each shipped line came back and why, the comment, field errors. */
export const useBuyerReturnForm = (buyerReturn: BuyerReturnFieldsFragment) =>
  BUYER_RETURN.useLines(buyerReturn.lines, buyerReturn.comment);
