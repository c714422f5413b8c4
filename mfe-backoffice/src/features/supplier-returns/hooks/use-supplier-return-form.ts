import type { SupplierReturnFieldsFragment, SupplierReturnReason } from '../../../lib/graphql/operations.generated';
import { returnKind } from '../../../lib/return-line-drafts';

type Line = SupplierReturnFieldsFragment['lines'][number];

/**
 * A supplier takes back what an acceptance brought in. Posting also needs the goods in stock; a draft may be saved
 * without. A missing reason is named beside a wrong quantity too.
 */
export const SUPPLIER_RETURN = returnKind<Line, 'acceptanceLineNo', SupplierReturnReason>(
  { title: 'Принято', quantityOf: (line) => line.accepted, lineNo: 'acceptanceLineNo' },
  {
    quantityLimit: (line, quantity, posting) =>
      posting && quantity > line.stock ? `На складе только ${line.stock} шт.` : undefined,
    reasonBesideWrongQuantity: true,
  },
);

export const { check: checkReturn, input: returnDraftInput } = SUPPLIER_RETURN;

/** The draft return's state: how many of each accepted line go back and why, the comment, field errors. */
export const useSupplierReturnForm = (supplierReturn: SupplierReturnFieldsFragment) =>
  SUPPLIER_RETURN.useLines(supplierReturn.lines, supplierReturn.comment);
