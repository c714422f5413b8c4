/** The period of a statement: Moscow calendar days, checked as the API checks them. */

/** The longest statement the API makes, in years. */
export const MAX_PERIOD_YEARS = 3;

/** Moscow keeps UTC+3 all year. */
const SHOP_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The current month in Moscow: its first and last days, YYYY-MM-DD. */
export function currentMonth(now = new Date()): { from: string; to: string } {
  const today = new Date(now.getTime() + SHOP_OFFSET_MS);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  return { from: isoDay(Date.UTC(year, month, 1)), to: isoDay(Date.UTC(year, month + 1, 1) - DAY_MS) };
}

/** A real day written YYYY-MM-DD (2026-02-30 is not). */
const isRealDay = (text: string) => ISO_DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && isoDay(Date.parse(`${text}T00:00:00Z`)) === text;

/** The last day a period starting on `from` may run to. */
function lastAllowedDay(from: string): string {
  const [year = 0, month = 1, day = 1] = from.split('-').map(Number);
  return isoDay(Date.UTC(year + MAX_PERIOD_YEARS, month - 1, day) - DAY_MS);
}

export interface PeriodErrors {
  from?: string;
  to?: string;
}

/** What is wrong with a period, beside each field; {} when it is right. */
export function periodErrors(from: string, to: string): PeriodErrors {
  const errors: PeriodErrors = {};
  const check = (value: string) => (!value ? 'Укажите дату' : isRealDay(value) ? undefined : 'Введите дату в виде ГГГГ-ММ-ДД');
  const fromError = check(from);
  const toError = check(to);
  if (fromError) errors.from = fromError;
  if (toError) errors.to = toError;
  if (fromError || toError) return errors;
  if (to < from) errors.to = 'Дата окончания раньше даты начала';
  else if (to > lastAllowedDay(from)) errors.to = `Период — не больше ${MAX_PERIOD_YEARS} лет`;
  return errors;
}
