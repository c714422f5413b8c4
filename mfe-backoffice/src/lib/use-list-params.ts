import { useCallback } from 'react';
import { useSearchParams } from '@shop/shared/router';

/** Rows per page of every back-office list. */
const LIST_PAGE_SIZE = 20;

/**
 * A list's state in the address (`?page=2&q=...&status=NEW`), so a filtered page can be
 * reloaded, shared and navigated with back/forward. A broken `page` reads as 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  /** Sets (or with '' / null removes) filters; any filter change goes back to page 1. */
  const setFilters = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  const setPage = useCallback(
    (number: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (number <= 1) next.delete('page');
        else next.set('page', String(number));
        return next;
      }),
    [setParams],
  );
  return {
    page,
    skip: (page - 1) * LIST_PAGE_SIZE,
    limit: LIST_PAGE_SIZE,
    /** A filter's value from the address; '' when absent. */
    filter: (key: string) => params.get(key) ?? '',
    setFilters,
    setPage,
  };
}
