import { useCallback } from 'react';
import { useSearchParams } from '@shop/shared/router';
import { isDay, shopToday } from '@shop/shared/shop-days';

/** The route sheet's day and driver in the address (`?date=2026-12-01&driver=uid`); a missing or broken day is today. */
export function useRouteParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('date') ?? '';
  const date = isDay(raw) ? raw : shopToday();
  const driver = params.get('driver') ?? '';
  const set = useCallback(
    (changes: Record<string, string>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setParams],
  );
  return {
    date,
    driver,
    setDate: (day: string) => set({ date: day }),
    setDriver: (uid: string) => set({ driver: uid }),
    /** The address of the same sheet under `path` (the printable one). */
    search: params.toString() ? `?${params.toString()}` : '',
  };
}
