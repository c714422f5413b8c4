import { useMemo } from 'react';
import type { FilterIntents } from '../hooks/use-filter-intents';
import type { FilterEntry } from '../filter-entry';
import { FilterGroup } from './filter-group';
import { RangeFilter } from './range-filter';
import styles from './filter-panel.module.css';

/** Entries of one option, in the order the API gives them. */
function byOption(entries: FilterEntry[]): FilterEntry[][] {
  const groups = new Map<number, FilterEntry[]>();
  for (const entry of entries) groups.set(entry.optionColNid, [...(groups.get(entry.optionColNid) ?? []), entry]);
  return [...groups.values()];
}

/** The filter panel from filterCountAll: value checkboxes with counts and number ranges. */
export function FilterPanel({ entries, intents }: { entries: FilterEntry[]; intents: FilterIntents }) {
  const options = useMemo(
    () => byOption(entries.filter((entry) => entry.valTypeCat === 'select' || entry.valTypeCat === 'range')),
    [entries],
  );
  if (options.length === 0) return null;
  return (
    <section className={styles.panel} aria-label="Фильтры">
      <h2 className={styles.title}>Фильтры</h2>
      {options.map((group) => {
        const [first] = group;
        if (!first) return null;
        return first.valTypeCat === 'range' ? (
          <RangeFilter
            key={`${first._id}:${first.selectedMin ?? ''}-${first.selectedMax ?? ''}`}
            entry={first}
            intents={intents}
          />
        ) : (
          <FilterGroup key={first.optionColNid} entries={group} intents={intents} />
        );
      })}
    </section>
  );
}
