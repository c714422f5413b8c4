import { useCallback } from 'react';
import { useSearchParams } from '@shop/shared/router';
import { currentMonth, periodErrors } from './statement-period';

/** The address of a statement: `?counterparty=7&from=2026-03-01&to=2026-03-31`. */
export const statementSearch = (counterpartyNid: number, from: string, to: string) =>
  `?${new URLSearchParams({ counterparty: String(counterpartyNid), from, to }).toString()}`;

/**
 * A statement's counterparty and period from the address, so it can be reloaded and shared. The
 * period is the current month until one is chosen; an emptied date stays empty (and says so).
 */
export function useStatementParams() {
  const [params, setParams] = useSearchParams();
  const month = currentMonth();
  const counterparty = Number(params.get('counterparty'));
  const counterpartyNid = Number.isInteger(counterparty) && counterparty > 0 ? counterparty : null;
  const from = params.get('from') ?? month.from;
  const to = params.get('to') ?? month.to;
  const errors = periodErrors(from, to);
  /** Writes the changes and the period as it reads now, so the address always names the whole statement. */
  const change = useCallback(
    (changes: { counterparty?: number; from?: string; to?: string }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (changes.counterparty) next.set('counterparty', String(changes.counterparty));
        next.set('from', changes.from ?? from);
        next.set('to', changes.to ?? to);
        return next;
      }),
    [setParams, from, to],
  );
  return { counterpartyNid, from, to, errors, valid: Object.keys(errors).length === 0, change };
}
