import { refuseWhenInvalid, type FieldErrors } from '../documents/document-input';
import { requiredDate } from '../documents/document-input';
import { DAY_MS, shopDayStart } from '@shop/shared/shop-days';

/** The longest statement, in years: enough for any audit, short enough to answer at once. */
const MAX_PERIOD_YEARS = 3;

const STATEMENT_NOT_MADE = 'Акт сверки не сформирован: проверьте период';

export interface StatementPeriod {
  /** The first and last Moscow days, YYYY-MM-DD, both included. */
  dateFrom: string;
  dateTo: string;
  /** The moment the first day starts, and the moment after the last day ends. */
  start: Date;
  end: Date;
}

/** The day the period may run to at most: the day before the same date MAX_PERIOD_YEARS later. */
function lastAllowedDay(dateFrom: string): string {
  const [year = 0, month = 1, day = 1] = dateFrom.split('-').map(Number);
  return new Date(Date.UTC(year + MAX_PERIOD_YEARS, month - 1, day) - DAY_MS).toISOString().slice(0, 10);
}

/** A statement's period checked as a whole; every problem beside its field (dateFrom, dateTo). */
export function readStatementPeriod(dateFrom: string, dateTo: string): StatementPeriod {
  const errors: FieldErrors = {};
  const from = requiredDate(dateFrom, 'dateFrom', errors);
  const to = requiredDate(dateTo, 'dateTo', errors);
  if (!errors.dateFrom && !errors.dateTo) {
    if (to < from) errors.dateTo = 'Дата окончания раньше даты начала';
    else if (to > lastAllowedDay(from)) errors.dateTo = `Период — не больше ${MAX_PERIOD_YEARS} лет`;
  }
  refuseWhenInvalid(STATEMENT_NOT_MADE, errors);
  const start = shopDayStart(from);
  const end = new Date(shopDayStart(to).getTime() + DAY_MS);
  return { dateFrom: from, dateTo: to, start, end };
}
