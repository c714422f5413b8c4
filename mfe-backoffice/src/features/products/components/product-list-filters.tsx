import type { FormEvent } from 'react';
import type { CategoryOption } from '../../../lib/category-options';
import styles from '../../../components/list.module.css';
import { SearchBox } from '../../../components/filters-bar';
import { CategoryOptions } from './product-main-fields';

export interface ProductListFiltersProps {
  search: string;
  categoryNid: string;
  categories: readonly CategoryOption[];
  onChange: (changes: Record<string, string | null>) => void;
}

/** Search by name or vendor code (on «Найти» or Enter) and a category (at once). */
export function ProductListFilters({ search, categoryNid, categories, onChange }: ProductListFiltersProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  };
  return (
    <form className={styles.filters} role="search" aria-label="Поиск товаров" onSubmit={submit}>
      <SearchBox label="Название или артикул">
        {/* Keyed by the address: back and forward put the query they lead to in the box. */}
        <input key={search} type="search" name="q" defaultValue={search} maxLength={100} />
      </SearchBox>
      <label>
        Категория
        <select name="category" value={categoryNid} onChange={(event) => onChange({ category: event.target.value })}>
          <CategoryOptions none="Все категории" categories={categories} />
        </select>
      </label>
    </form>
  );
}
