import type { SupplierReturnFieldsFragment } from '@shop/shared/graphql';
import type { FieldErrors } from '../../../lib/mutation-failure';
import { ReturnLinesTable } from '../../../components/return-lines-table';
import { returnableOf, type ReturnLineDraft } from '../hooks/use-supplier-return-form';
import { RETURN_REASON_TITLES } from './return-reasons';

export interface SupplierReturnLinesProps {
  supplierReturn: SupplierReturnFieldsFragment;
  /** The typed lines of a draft; without them the lines are shown read-only. */
  drafts?: readonly ReturnLineDraft[];
  errors?: FieldErrors;
  onChange?: (acceptanceLineNo: number, changes: Partial<ReturnLineDraft>) => void;
}

/** The return's lines: accepted, what may still go back, stock, what goes back now and why. */
export function SupplierReturnLines({ supplierReturn, drafts, errors, onChange }: SupplierReturnLinesProps) {
  return (
    <ReturnLinesTable
      lines={supplierReturn.lines}
      source={{ title: 'Принято', of: (line) => line.accepted }}
      returnable={returnableOf}
      stock={(line) => line.stock}
      quantityVerb="Возвращаем"
      reasons={RETURN_REASON_TITLES}
      sourceLineNo={(line) => line.acceptanceLineNo}
      messageId={(lineNo, field) => `return-line-${lineNo}-${field}-error`}
      drafts={drafts}
      errors={errors}
      onChange={onChange}
    />
  );
}
