import { useState, type FormEvent } from 'react';
import { useQuery } from '@shop/shared/apollo';
import { RemainsCategoriesDocument } from '../../../lib/graphql/operations.generated';
import styles from '../../../components/list.module.css';
import { categoryOptions } from '../../../lib/category-options';
import type { useRemainsFilters } from '../hooks/use-remains-filters';
import { SearchBox } from '../../../components/filters-bar';

type Filters = ReturnType<typeof useRemainsFilters>;

/** Search by name or vendor code, a category, and the stock filter with its threshold. */
export function RemainsFilters({ filters }: { filters: Filters }) {
  const { list, search, categoryNid, stock, threshold } = filters;
  const [typed, setTyped] = useState(search);
  const [typedThreshold, setTypedThreshold] = useState(String(threshold));
  const categories = useQuery(RemainsCategoriesDocument);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.setFilters({ q: typed.trim() });
  };
  const changeThreshold = (text: string) => {
    setTypedThreshold(text);
    if (/^\d{1,7}$/.test(text)) list.setFilters({ max: String(Number(text)) });
  };
  return (
    <form className={styles.filters} role="search" onSubmit={submit}>
      <SearchBox label="Название или артикул">
        <input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
      </SearchBox>
      <label>
        Категория
        <select value={categoryNid ?? ''} onChange={(event) => list.setFilters({ category: event.target.value })}>
          <option value="">Все категории</option>
          {categoryOptions(categories.data?.categoriesObjects ?? []).map((option) => (
            <option key={option.nid} value={option.nid}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Остаток
        <select value={stock} onChange={(event) => list.setFilters({ stock: event.target.value })}>
          <option value="">Любой</option>
          <option value="low">Мало: не больше порога</option>
          <option value="none">Нет в наличии</option>
        </select>
      </label>
      {stock === 'low' ? (
        <label>
          Порог, шт.
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={typedThreshold}
            aria-invalid={!/^\d{1,7}$/.test(typedThreshold)}
            onChange={(event) => changeThreshold(event.target.value)}
          />
        </label>
      ) : null}
    </form>
  );
}
