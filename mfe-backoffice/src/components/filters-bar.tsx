import { useState, type FormEvent, type ReactNode } from 'react';
import listStyles from './list.module.css';

/** A filter that applies at once: a choice («Все» first) or a day. */
export type FilterField =
  | {
      kind: 'select';
      key: string;
      label: string;
      options: readonly (readonly [value: string | number, title: string])[];
      all?: string;
    }
  | { kind: 'date'; key: string; label: string };

/** A choice among titled values («Все» first unless `all` says otherwise). */
export const choice = (
  key: string,
  label: string,
  titles: Readonly<Record<string, string>>,
  all?: string,
): FilterField => ({
  kind: 'select',
  key,
  label,
  options: Object.entries(titles),
  ...(all ? { all } : {}),
});

/** Two days bounding the list: «Дата с» / «Дата по» unless named otherwise. */
export const dayRange = (
  from: string,
  to: string,
  labels: readonly [string, string] = ['Дата с', 'Дата по'],
): FilterField[] => [
  { kind: 'date', key: from, label: labels[0] },
  { kind: 'date', key: to, label: labels[1] },
];

export interface FiltersBarProps {
  /** The form's accessible name: «Отбор заказов». */
  label: string;
  fields: readonly FilterField[];
  /** The search box: it applies on Enter or «Найти» (as it is typed in a live bar). */
  search?: { key: string; label: string; placeholder?: string };
  /** Every change applies at once, the search too: no «Найти» and «Сбросить». */
  live?: boolean;
  /** A filter's value from the address; '' when absent. */
  value: (key: string) => string;
  /** Sets (or with '' removes) filters; the list goes back to page 1. */
  onChange: (changes: Record<string, string>) => void;
}

/** A list's filters kept in the address: choices and days apply at once, the search on «Найти»; «Сбросить» clears all. */
export function FiltersBar({ label, fields, search: searchField, live = false, value, onChange }: FiltersBarProps) {
  const searchInAddress = searchField ? value(searchField.key) : '';
  const [search, setSearch] = useState(searchInAddress);
  // Back/forward or «Сбросить» changes the address: the field follows it.
  const [shownSearch, setShownSearch] = useState(searchInAddress);
  if (shownSearch !== searchInAddress) {
    setShownSearch(searchInAddress);
    setSearch(searchInAddress);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (searchField && !live) onChange({ [searchField.key]: search.trim() });
  };
  const reset = () => {
    setSearch('');
    onChange(
      Object.fromEntries(
        [...fields.map((field) => field.key), ...(searchField ? [searchField.key] : [])].map((key) => [key, '']),
      ),
    );
  };
  return (
    <form className={listStyles.filters} role={live ? undefined : 'search'} aria-label={label} onSubmit={submit}>
      {fields.map((field) => (
        <label key={field.key}>
          {field.label}
          {field.kind === 'select' ? (
            <select value={value(field.key)} onChange={(event) => onChange({ [field.key]: event.target.value })}>
              <option value="">{field.all ?? 'Все'}</option>
              {field.options.map(([option, title]) => (
                <option key={option} value={option}>
                  {title}
                </option>
              ))}
            </select>
          ) : (
            <input
              type="date"
              value={value(field.key)}
              onChange={(event) => onChange({ [field.key]: event.target.value })}
            />
          )}
        </label>
      ))}
      {searchField ? (
        <label>
          {searchField.label}
          {live ? (
            <input
              type="search"
              placeholder={searchField.placeholder}
              defaultValue={searchInAddress}
              onChange={(event) => onChange({ [searchField.key]: event.target.value })}
            />
          ) : (
            <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          )}
        </label>
      ) : null}
      {live ? null : (
        <>
          <button type="submit" className="button">
            Найти
          </button>
          <button type="button" className="button button--secondary" onClick={reset}>
            Сбросить
          </button>
        </>
      )}
    </form>
  );
}

/** What a list's filters take from the list page: the filters in the address and the way to change them. */
/** A list's filters as declared: the list keeps their values in the address. */
export type ListFilters = Omit<FiltersBarProps, 'value' | 'onChange'>;

export type AddressFilterProps = Pick<FiltersBarProps, 'value' | 'onChange'>;

/** A hand-made search form's box, named by its label, and its «Найти». */
export function SearchBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <label>
        {label}
        {children}
      </label>
      <button type="submit" className="button">
        Найти
      </button>
    </>
  );
}
