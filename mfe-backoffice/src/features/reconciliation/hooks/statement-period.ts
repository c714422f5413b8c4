/** The period of a statement: Moscow calendar days, checked as the API checks them. */
import { isDay, shiftDay, shopMonthOf } from '@shop/shared/shop-days';

/** The longest statement the API makes, in years. */
const MAX_PERIOD_YEARS = 3;

/** The current month in Moscow: its first and last days, YYYY-MM-DD. */
export const currentMonth = (now = new Date()) => shopMonthOf(now);

/** The last day a period starting on `from` may run to. */
function lastAllowedDay(from: string): string {
  const [year = 0, month = 1, day = 1] = from.split('-').map(Number);
  return shiftDay(new Date(Date.UTC(year + MAX_PERIOD_YEARS, month - 1, day)).toISOString().slice(0, 10), -1);
}

export interface PeriodErrors {
  from?: string;
  to?: string;
}

/** What is wrong with a period, beside each field; {} when it is right. */
export function periodErrors(from: string, to: string): PeriodErrors {
  const errors: PeriodErrors = {};
  const check = (value: string) =>
    !value ? 'Укажите дату' : isDay(value) ? undefined : 'Введите дату в виде ГГГГ-ММ-ДД';
  const fromError = check(from);
  const toError = check(to);
  if (fromError) errors.from = fromError;
  if (toError) errors.to = toError;
  if (fromError || toError) return errors;
  if (to < from) errors.to = 'Дата окончания раньше даты начала';
  else if (to > lastAllowedDay(from)) errors.to = `Период — не больше ${MAX_PERIOD_YEARS} лет`;
  return errors;
}
