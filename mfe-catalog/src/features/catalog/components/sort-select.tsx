import { SORT_OPTIONS, sortFromSearch, withSort } from '@shop/shared/catalog-url';
import { useLocation, useNavigate } from '@shop/shared/router';

/** How the list is ordered; choosing goes back to page 1. */
export function SortSelect({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const current = sortFromSearch(search);
  return (
    <label className={className}>
      Сортировка:{' '}
      <select value={current.value} onChange={(event) => navigate(withSort(pathname, search, event.target.value))}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
