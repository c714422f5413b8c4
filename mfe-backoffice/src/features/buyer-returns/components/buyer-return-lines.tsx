import type { BuyerReturnFieldsFragment } from '@shop/shared/graphql';
import type { FieldErrors } from '../../../lib/mutation-failure';
import { ReturnLinesTable } from '../../../components/return-lines-table';
import { returnableOf, type ReturnLineDraft } from '../hooks/use-buyer-return-form';
import { BUYER_RETURN_REASON_TITLES } from './return-reasons';

export interface BuyerReturnLinesProps {
  buyerReturn: BuyerReturnFieldsFragment;
  /** The typed lines of a draft; without them the lines are shown read-only. */
  drafts?: readonly ReturnLineDraft[];
  errors?: FieldErrors;
  onChange?: (shipmentLineNo: number, changes: Partial<ReturnLineDraft>) => void;
}

/** The return's lines: shipped, what may still come back, what came back now and why. */
export function BuyerReturnLines({ buyerReturn, drafts, errors, onChange }: BuyerReturnLinesProps) {
  return (
    <ReturnLinesTable
      lines={buyerReturn.lines}
      source={{ title: 'Отгружено', of: (line) => line.shipped }}
      returnable={returnableOf}
      quantityVerb="Возвращают"
      reasons={BUYER_RETURN_REASON_TITLES}
      sourceLineNo={(line) => line.shipmentLineNo}
      messageId={(lineNo, field) => `buyer-return-line-${lineNo}-${field}`}
      drafts={drafts}
      errors={errors}
      onChange={onChange}
    />
  );
}
