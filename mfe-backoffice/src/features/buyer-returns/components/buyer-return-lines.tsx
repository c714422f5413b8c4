import type { BuyerReturnFieldsFragment, BuyerReturnReason } from '../../../lib/graphql/operations.generated';
import { ReturnLinesTable, type ReturnLinesEditing } from '../../../components/return-lines-table';
import { BUYER_RETURN } from '../hooks/use-buyer-return-form';
import { BUYER_RETURN_REASON_TITLES } from './return-reasons';

export type BuyerReturnLinesProps = { buyerReturn: BuyerReturnFieldsFragment } & ReturnLinesEditing<BuyerReturnReason>;

/** The return's lines: shipped, what may still come back, what came back now and why. */
export function BuyerReturnLines({ buyerReturn, ...editing }: BuyerReturnLinesProps) {
  return (
    <ReturnLinesTable
      lines={buyerReturn.lines}
      source={BUYER_RETURN.source}
      quantityVerb="Возвращают"
      reasons={BUYER_RETURN_REASON_TITLES}
      messageId={(lineNo, field) => `buyer-return-line-${lineNo}-${field}`}
      {...editing}
    />
  );
}
