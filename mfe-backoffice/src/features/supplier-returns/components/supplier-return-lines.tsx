import type { SupplierReturnFieldsFragment, SupplierReturnReason } from '../../../lib/graphql/operations.generated';
import { ReturnLinesTable, type ReturnLinesEditing } from '../../../components/return-lines-table';
import { SUPPLIER_RETURN } from '../hooks/use-supplier-return-form';
import { RETURN_REASON_TITLES } from './return-reasons';

export type SupplierReturnLinesProps = {
  supplierReturn: SupplierReturnFieldsFragment;
} & ReturnLinesEditing<SupplierReturnReason>;

/** The return's lines: accepted, what may still go back, stock, what goes back now and why. */
export function SupplierReturnLines({ supplierReturn, ...editing }: SupplierReturnLinesProps) {
  return (
    <ReturnLinesTable
      lines={supplierReturn.lines}
      source={SUPPLIER_RETURN.source}
      stock={(line) => line.stock}
      quantityVerb="Возвращаем"
      reasons={RETURN_REASON_TITLES}
      messageId={(lineNo, field) => `return-line-${lineNo}-${field}-error`}
      {...editing}
    />
  );
}
