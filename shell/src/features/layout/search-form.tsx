import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@shop/shared/router';
import styles from './header.module.css';

/** The header's search field on every page: opens /search?q=… (the catalogue's search page). */
export function SearchForm() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const current = pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [query, setQuery] = useState(current);
  const [shown, setShown] = useState(current);
  if (current !== shown) {
    // The address changed (back/forward, a link): show what it searches for.
    setShown(current);
    setQuery(current);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (text) navigate(`/search?q=${encodeURIComponent(text)}`);
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <label htmlFor="site-search" className="visually-hidden">
        Поиск по каталогу
      </label>
      <input
        id="site-search"
        type="search"
        name="q"
        placeholder="Смеситель, унитаз, артикул…"
        value={query}
        maxLength={100}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="button">
        Найти
      </button>
    </form>
  );
}
