import type { BuyerReturnReason } from '../../../lib/graphql/operations.generated';

/** Why the buyer brought goods back, as staff read it. */
export const BUYER_RETURN_REASON_TITLES: Readonly<Record<BuyerReturnReason, string>> = {
  DEFECT: 'Брак',
  NOT_SUITABLE: 'Не подошёл',
  MISGRADE: 'Пересорт',
  OTHER: 'Другое',
};
