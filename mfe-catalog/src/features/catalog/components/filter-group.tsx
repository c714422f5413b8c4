import { useState } from 'react';
import { useLocation, useNavigate } from '@shop/shared/router';
import type { FilterCountAllQuery } from '@shop/shared/graphql';
import { GOODS, plural } from '@shop/shared/ui';
import { keepSort } from './filter-urls';
import styles from './filter-panel.module.css';

export type FilterEntry = FilterCountAllQuery['filterCountAll'][number];

/** How many values show before «Показать все». */
const FIRST_VALUES = 8;

/** One select option: a checkbox per value with its count; checking one opens its URL. */
export function FilterGroup({ entries }: { entries: FilterEntry[] }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [expanded, setExpanded] = useState(false);
  // The box a shopper just clicked shows its new state at once; new counts replace the guess.
  const [pending, setPending] = useState<{ id: string; entries: FilterEntry[] } | null>(null);
  const pendingId = pending?.entries === entries ? pending.id : null;
  const [first] = entries;
  if (!first) return null;
  const hidden = entries.length - FIRST_VALUES;
  const shown = expanded || hidden <= 1 ? entries : entries.filter((entry, index) => index < FIRST_VALUES || entry.dilemma);
  return (
    <fieldset className={styles.group}>
      <legend>{first.rusNameCat}</legend>
      <ul className={styles.values}>
        {shown.map((entry) => (
          <li key={entry._id}>
            <label className={styles.value}>
              <input
                type="checkbox"
                checked={entry._id === pendingId ? !entry.dilemma : entry.dilemma}
                onChange={() => {
                  setPending({ id: entry._id, entries });
                  navigate(keepSort(entry.dilemma ? (entry.dilemmaRemoveOption ?? entry.urlOptionsToFilter) : entry.urlOptionsToFilter, search));
                }}
              />
              <span>{entry.rusName}</span>
              <span className={styles.count} aria-label={`${entry.count} ${plural(entry.count, GOODS)}`}>
                {entry.count}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {hidden > 1 ? (
        <button type="button" className={styles.more} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Свернуть' : `Показать все (${entries.length})`}
        </button>
      ) : null}
    </fieldset>
  );
}
