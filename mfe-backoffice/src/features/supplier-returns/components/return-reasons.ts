import type { SupplierReturnReason } from '../../../lib/graphql/operations.generated';

/** Why goods go back to the supplier, as staff and the supplier read it. */
export const RETURN_REASON_TITLES: Readonly<Record<SupplierReturnReason, string>> = {
  DEFECT: 'Брак',
  MISGRADE: 'Пересорт',
  SURPLUS: 'Излишки',
};
