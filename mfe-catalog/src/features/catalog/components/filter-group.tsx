import { useState } from 'react';
import { GOODS, plural } from '@shop/shared/ui';
import type { FilterEntry } from '../filter-entry';
import type { FilterIntents } from '../hooks/use-filter-intents';
import styles from './filter-panel.module.css';

/** How many values show before «Показать все». */
const FIRST_VALUES = 8;

/**
 * One select option: a checkbox per value with its count; checking one opens its URL. A box
 * shows its new state at once; the counts that answer it replace the guess.
 */
export function FilterGroup({ entries, intents }: { entries: FilterEntry[]; intents: FilterIntents }) {
  const [expanded, setExpanded] = useState(false);
  const [first] = entries;
  if (!first) return null;
  const hidden = entries.length - FIRST_VALUES;
  const shown =
    expanded || hidden <= 1 ? entries : entries.filter((entry, index) => index < FIRST_VALUES || entry.dilemma);
  return (
    <fieldset className={styles.group}>
      <legend>{first.rusNameCat}</legend>
      <ul className={styles.values}>
        {shown.map((entry) => (
          <li key={entry._id}>
            <label className={styles.value}>
              <input
                type="checkbox"
                checked={intents.wanted(entry._id) ?? entry.dilemma}
                onChange={(event) => intents.apply({ kind: 'value', id: entry._id, checked: event.target.checked })}
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
