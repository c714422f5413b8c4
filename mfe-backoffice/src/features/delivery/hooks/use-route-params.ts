import { useCallback } from 'react';
import { useSearchParams } from '@shop/shared/router';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Moscow keeps UTC+3 all year. */
const SHOP_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Today in Moscow, YYYY-MM-DD: the route sheet a driver opens in the morning. */
export const todayInMoscow = (now = Date.now()) => new Date(now + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** A YYYY-MM-DD day moved by whole days. */
export const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && shiftDay(text, 0) === text;

/** The route sheet's day and driver in the address (`?date=2026-12-01&driver=uid`); a missing or broken day is today. */
export function useRouteParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('date') ?? '';
  const date = isDay(raw) ? raw : todayInMoscow();
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
