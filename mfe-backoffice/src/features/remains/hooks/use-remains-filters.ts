import { useListParams } from '../../../lib/use-list-params';
import { DEFAULT_THRESHOLD } from '../remains-text';

/** Which products by stock: every one, at or below the threshold, or none left. */
type StockFilter = '' | 'low' | 'none';

const readThreshold = (text: string) => {
  const number = Number(text);
  return text !== '' && Number.isInteger(number) && number >= 0 && number <= 1_000_000 ? number : DEFAULT_THRESHOLD;
};

/**
 * The remains list's filters as the address keeps them (`?q=grohe&category=31&stock=low&max=3&page=2`)
 * and as the `remains` query takes them.
 */
export function useRemainsFilters() {
  const list = useListParams();
  const search = list.filter('q');
  const categoryText = list.filter('category');
  const categoryNid = /^\d+$/.test(categoryText) ? Number(categoryText) : null;
  const rawStock = list.filter('stock');
  const stock: StockFilter = rawStock === 'low' || rawStock === 'none' ? rawStock : '';
  const threshold = readThreshold(list.filter('max'));
  const atMost = stock === 'none' ? 0 : stock === 'low' ? threshold : null;
  return {
    list,
    search,
    categoryNid,
    stock,
    threshold,
    variables: { search: search || null, categoryNid, atMost, skip: list.skip, limit: list.limit },
    filtered: Boolean(search) || categoryNid !== null || stock !== '',
  };
}
