import { useState, type FormEvent } from 'react';
import type { FilterIntents } from '../hooks/use-filter-intents';
import type { FilterEntry } from '../filter-entry';
import styles from './filter-panel.module.css';

const parseBound = (text: string): number | null | 'bad' => {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? value : 'bad';
};

/** One side of a range: «от» or «до», hinted by the category's bound on that side when there is one. */
function RangeBound({
  side,
  entry,
  value,
  onChange,
  errorId,
}: {
  side: 'от' | 'до';
  entry: FilterEntry;
  value: string;
  onChange: (value: string) => void;
  /** The error message's id while the range is refused. */
  errorId: string | undefined;
}) {
  const bound = side === 'от' ? entry.minVal : entry.maxVal;
  return (
    <label>
      <span className="visually-hidden">
        {entry.rusNameCat}: {side}
      </span>
      <input
        inputMode="numeric"
        placeholder={bound === null ? side : `${side} ${bound}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId !== undefined}
        aria-describedby={errorId}
      />
    </label>
  );
}

/** A numeric option (price, sizes): «от» and «до» with the category's bounds as hints. */
export function RangeFilter({ entry, intents }: { entry: FilterEntry; intents: FilterIntents }) {
  const [min, setMin] = useState(entry.selectedMin === null ? '' : String(entry.selectedMin));
  const [max, setMax] = useState(entry.selectedMax === null ? '' : String(entry.selectedMax));
  const [error, setError] = useState<string | null>(null);
  const unit = entry.rusName ? `, ${entry.rusName}` : '';
  const id = `range-${entry.optionColName}`;
  const errorId = error ? `${id}-error` : undefined;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = parseBound(min);
    const high = parseBound(max);
    if (low === 'bad' || high === 'bad') return setError('Введите числа не меньше нуля');
    if (low !== null && high !== null && low > high) return setError('«От» не может быть больше «до»');
    setError(null);
    intents.apply({ kind: 'range', id: entry._id, min: low, max: high });
  };
  return (
    <form className={styles.group} onSubmit={apply} aria-labelledby={`${id}-title`} noValidate>
      <p className={styles.legend} id={`${id}-title`}>
        {entry.rusNameCat}
        {unit}
      </p>
      <div className={styles.range}>
        <RangeBound side="от" entry={entry} value={min} onChange={setMin} errorId={errorId} />
        <RangeBound side="до" entry={entry} value={max} onChange={setMax} errorId={errorId} />
        <button type="submit" className="button button--secondary">
          Применить
        </button>
      </div>
      {error ? (
        <p className={styles.error} id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
