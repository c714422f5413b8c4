import type { BuyerReturnFieldsFragment, BuyerReturnReason } from '@shop/shared/graphql';
import { ReturnLinesTable, type ReturnLinesEditing } from '../../../components/return-lines-table';
import { returnableOf } from '../hooks/use-buyer-return-form';
import { BUYER_RETURN_REASON_TITLES } from './return-reasons';

export type BuyerReturnLinesProps = { buyerReturn: BuyerReturnFieldsFragment } & ReturnLinesEditing<BuyerReturnReason>;

/** The return's lines: shipped, what may still come back, what came back now and why. */
export function BuyerReturnLines({ buyerReturn, ...editing }: BuyerReturnLinesProps) {
  return (
    <ReturnLinesTable
      lines={buyerReturn.lines}
      source={{ title: 'Отгружено', of: (line) => line.shipped }}
      returnable={returnableOf}
      quantityVerb="Возвращают"
      reasons={BUYER_RETURN_REASON_TITLES}
      sourceLineNo={(line) => line.shipmentLineNo}
      messageId={(lineNo, field) => `buyer-return-line-${lineNo}-${field}`}
      {...editing}
    />
  );
}
