import { useState, type FormEvent } from 'react';
import type { FilterIntents } from '../hooks/use-filter-intents';
import type { FilterEntry } from './filter-group';
import styles from './filter-panel.module.css';

const parseBound = (text: string): number | null | 'bad' => {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? value : 'bad';
};

/** A numeric option (price, sizes): «от» and «до» with the category's bounds as hints. */
export function RangeFilter({ entry, intents }: { entry: FilterEntry; intents: FilterIntents }) {
  const [min, setMin] = useState(entry.selectedMin === null ? '' : String(entry.selectedMin));
  const [max, setMax] = useState(entry.selectedMax === null ? '' : String(entry.selectedMax));
  const [error, setError] = useState<string | null>(null);
  const unit = entry.rusName ? `, ${entry.rusName}` : '';
  const id = `range-${entry.optionColName}`;
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
        <label>
          <span className="visually-hidden">{entry.rusNameCat}: от</span>
          <input
            inputMode="numeric"
            placeholder={entry.minVal === null ? 'от' : `от ${entry.minVal}`}
            value={min}
            onChange={(event) => setMin(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </label>
        <label>
          <span className="visually-hidden">{entry.rusNameCat}: до</span>
          <input
            inputMode="numeric"
            placeholder={entry.maxVal === null ? 'до' : `до ${entry.maxVal}`}
            value={max}
            onChange={(event) => setMax(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </label>
        <button type="submit" className="button button--secondary">
          Применить
        </button>
      </div>
      {error ? (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
