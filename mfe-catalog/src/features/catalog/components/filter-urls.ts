import { withSort } from '@shop/shared/catalog-url';
import type { FilterEntry } from './filter-group';

/** A filter URL from the API, keeping the shopper's chosen sort (filters reset the page). */
export function keepSort(url: string, currentSearch: string): string {
  const sort = new URLSearchParams(currentSearch).get('sort');
  if (!sort) return url;
  return `${url}${url.includes('?') ? '&' : '?'}sort=${encodeURIComponent(sort)}`;
}

/** The URL with a range parameter `name=min-max` added (the base URL has none for it). */
export function withRange(baseUrl: string, name: string, min: number | null, max: number | null): string {
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${name}=${min ?? ''}-${max ?? ''}`;
}

/** A change of the list the shopper asked for: a value ticked or not, a range set (null: open), the sort. */
export type FilterIntent =
  | { kind: 'value'; id: string; checked: boolean }
  | { kind: 'range'; id: string; min: number | null; max: number | null }
  | { kind: 'sort'; value: string };

/**
 * The address that makes `intent` so, from the address shown and its filter counts (whose
 * URLs hold the filters they were counted for), keeping its sort. Null when it is so
 * already, or those counts have no such entry.
 */
export function intentUrl(intent: FilterIntent, entries: readonly FilterEntry[], pathname: string, search: string): string | null {
  if (intent.kind === 'sort') return withSort(pathname, search, intent.value);
  const entry = entries.find((item) => item._id === intent.id);
  if (!entry) return null;
  if (intent.kind === 'value') {
    if (entry.dilemma === intent.checked) return null;
    return keepSort(intent.checked ? entry.urlOptionsToFilter : (entry.dilemmaRemoveOption ?? entry.urlOptionsToFilter), search);
  }
  if (entry.selectedMin === intent.min && entry.selectedMax === intent.max) return null;
  const open = intent.min === null && intent.max === null;
  return keepSort(open ? entry.urlOptionsToFilter : withRange(entry.urlOptionsToFilter, entry.optionColName, intent.min, intent.max), search);
}
