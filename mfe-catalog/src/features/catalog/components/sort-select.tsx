import { SORT_OPTIONS, sortFromSearch } from '@shop/shared/catalog-url';
import { useLocation } from '@shop/shared/router';
import type { FilterIntents } from '../hooks/use-filter-intents';

/** How the list is ordered; choosing goes back to page 1 (after a filter change still loading). */
export function SortSelect({ className, intents }: { className?: string; intents: FilterIntents }) {
  const { search } = useLocation();
  const current = intents.wantedSort ?? sortFromSearch(search).value;
  return (
    <label className={className}>
      Сортировка:{' '}
      <select value={current} onChange={(event) => intents.apply({ kind: 'sort', value: event.target.value })}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
