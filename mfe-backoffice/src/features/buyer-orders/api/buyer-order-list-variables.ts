import type {
  BuyerOrderFilter,
  BuyerOrderStatus,
  BuyerOrdersQueryVariables,
} from '../../../lib/graphql/operations.generated';

/** The list's filters as they sit in the address: `?status=NEW&from=2026-03-01&to=...&q=...`. */
export const FILTER_KEYS = { status: 'status', createdFrom: 'from', createdTo: 'to', search: 'q' } as const;

const STATUSES: readonly string[] = ['NEW', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED'];

/** The API's filter from the address values; an unknown status is left out. */
export function filterOf(read: (key: string) => string): BuyerOrderFilter {
  const filter: BuyerOrderFilter = {};
  const status = read(FILTER_KEYS.status);
  if (STATUSES.includes(status)) filter.status = status as BuyerOrderStatus;
  const from = read(FILTER_KEYS.createdFrom);
  if (from) filter.createdFrom = from;
  const to = read(FILTER_KEYS.createdTo);
  if (to) filter.createdTo = to;
  const search = read(FILTER_KEYS.search).trim();
  if (search) filter.search = search;
  return filter;
}

/** The variables of the buyerOrders query for a filter and page. */
export const listVariables = (filter: BuyerOrderFilter, skip: number, limit: number): BuyerOrdersQueryVariables => ({
  filter,
  skip,
  limit,
});

/** True for the first page with no filter: where a new order belongs at the top. */
export const isNewestView = (filter: BuyerOrderFilter, skip: number) => skip === 0 && Object.keys(filter).length === 0;
