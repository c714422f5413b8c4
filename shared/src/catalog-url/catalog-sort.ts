import type { ProductSort } from '../graphql/operations.generated';
import { pageFromSearch } from './catalog-location';

/** The orders a shopper can pick, by their `?sort=` value; popularity is the default. */
export const SORT_OPTIONS = [
  { value: '', label: 'По популярности', sort: [{ field: 'ORDER', direction: 'ASC' }] },
  { value: 'price-asc', label: 'Сначала дешевле', sort: [{ field: 'PRICE', direction: 'ASC' }] },
  { value: 'price-desc', label: 'Сначала дороже', sort: [{ field: 'PRICE', direction: 'DESC' }] },
  { value: 'new', label: 'Сначала новинки', sort: [{ field: 'NEW', direction: 'DESC' }] },
] as const satisfies readonly { value: string; label: string; sort: ProductSort[] }[];

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

/** The sort of `?sort=`; anything unknown means popularity. */
export function sortFromSearch(search: string): (typeof SORT_OPTIONS)[number] {
  const value = new URLSearchParams(search).get('sort') ?? '';
  return SORT_OPTIONS.find((option) => option.value === value) ?? SORT_OPTIONS[0];
}

/** The same address with another sort (page back to 1); popularity leaves the parameter out. */
export function withSort(pathname: string, search: string, value: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  if (value) params.set('sort', value);
  else params.delete('sort');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** The same address on another page; page 1 leaves the parameter out. */
export function withPage(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/**
 * A filter URL with the view of an address after its filters, as the shop writes it: a known sort other than
 * popularity, then a page beyond the first (`/smesiteli/grohe?color=hrom&sort=new&page=2`).
 */
export function withView(url: string, search: string): string {
  const sort = sortFromSearch(search).value;
  const page = pageFromSearch(search);
  const view = [...(sort ? [`sort=${sort}`] : []), ...(page > 1 ? [`page=${page}`] : [])].join('&');
  if (!view) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${view}`;
}
