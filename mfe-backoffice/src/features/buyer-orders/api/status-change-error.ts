import { CombinedGraphQLErrors } from '@shop/shared/apollo';
import type { BuyerOrderStatus } from '../../../lib/graphql/operations.generated';

export interface StatusChangeProblem {
  /** What to tell the clerk, in Russian. */
  message: string;
  /** Set when another clerk changed the order first: its status now. */
  currentStatus: BuyerOrderStatus | null;
}

/** What went wrong with a status change: the API's own Russian message, or a network failure. */
export function statusChangeProblem(error: unknown): StatusChangeProblem {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const current = first?.extensions?.currentStatus;
    return {
      message: first?.message ?? 'Не удалось изменить статус',
      currentStatus: typeof current === 'string' ? (current as BuyerOrderStatus) : null,
    };
  }
  return { message: 'Не удалось изменить статус: нет связи с сервером. Попробуйте ещё раз', currentStatus: null };
}
