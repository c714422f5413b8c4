import { useQuery } from '@shop/shared/apollo';
import { ReconciliationDocument } from '../../../lib/graphql/operations.generated';

/** The statement of a counterparty for a period; nothing is asked until both are there and the period is right. */
export function useReconciliation(counterpartyNid: number | null, from: string, to: string, valid: boolean) {
  return useQuery(ReconciliationDocument, {
    variables: { counterpartyNid: counterpartyNid ?? 0, dateFrom: from, dateTo: to },
    skip: counterpartyNid === null || !valid,
  });
}
