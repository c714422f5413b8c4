import type { SupplierReturnReason } from '@shop/shared/graphql';

/** Why goods go back to the supplier, as staff and the supplier read it. */
export const RETURN_REASON_TITLES: Readonly<Record<SupplierReturnReason, string>> = {
  DEFECT: 'Брак',
  MISGRADE: 'Пересорт',
  SURPLUS: 'Излишки',
};
