import { keepSort } from '@shop/shared/catalog-url';
import { Link, useLocation } from '@shop/shared/router';
import type { FilterEntry } from '../filter-entry';
import styles from './filter-panel.module.css';

const rangeText = (entry: FilterEntry) =>
  `${entry.rusNameCat}: ${entry.selectedMin ?? ''}${entry.selectedMin !== null && entry.selectedMax !== null ? '–' : ''}${
    entry.selectedMin === null ? 'до ' : ''
  }${entry.selectedMax ?? (entry.selectedMin !== null ? ' и выше' : '')}`;

/** What is selected, each removable, and «Сбросить все». */
export function AppliedFilters({ entries, resetUrl }: { entries: FilterEntry[]; resetUrl: string }) {
  const { search } = useLocation();
  const applied = entries.filter(
    (entry) => entry.dilemma && entry.valTypeCat !== 'category' && entry.dilemmaRemoveOption,
  );
  if (applied.length === 0) return null;
  return (
    <div className={styles.applied} aria-label="Выбранные фильтры" role="group">
      <ul>
        {applied.map((entry) => {
          const text = entry.valTypeCat === 'range' ? rangeText(entry) : `${entry.rusNameCat}: ${entry.rusName}`;
          return (
            <li key={entry._id}>
              <Link
                className={styles.chip}
                to={keepSort(entry.dilemmaRemoveOption ?? resetUrl, search)}
                aria-label={`Убрать фильтр ${text}`}
              >
                {text} <span aria-hidden="true">×</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link className={styles.reset} to={keepSort(resetUrl, search)}>
        Сбросить все
      </Link>
    </div>
  );
}
