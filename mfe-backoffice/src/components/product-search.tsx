import { useState, type FormEvent } from 'react';
import { useQuery } from '@shop/shared/apollo';
import { RemainsDocument } from '../lib/graphql/operations.generated';
import { LoadingView } from '@shop/shared/ui';
import { QueryError } from './list-states';
import listStyles from './list.module.css';

/** A product picker's search: what is typed, and the products found once «Найти товар» is pressed (at most `limit`). */
export function useProductSearch(limit: number) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const query = useQuery(RemainsDocument, {
    variables: { search, categoryNid: null, atMost: null, skip: 0, limit },
    skip: search === '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  return { typed, setTyped, submit, query };
}

/** «Название или артикул» and «Найти товар», then the search's failure or the wait. */
export function ProductSearchForm({ search, label }: { search: ReturnType<typeof useProductSearch>; label?: string }) {
  const { data, loading, error, refetch } = search.query;
  return (
    <>
      <form className={listStyles.filters} role="search" aria-label={label} onSubmit={search.submit}>
        <label>
          Название или артикул
          <input type="search" value={search.typed} onChange={(event) => search.setTyped(event.target.value)} />
        </label>
        <button type="submit" className="button">
          Найти товар
        </button>
      </form>
      {error && !data ? <QueryError what="товары" onRetry={() => void refetch()} /> : null}
      {loading && !data ? <LoadingView label="Ищем товары…" /> : null}
    </>
  );
}

export interface AddProductButtonProps<Product extends { nid: number; name: string }> {
  product: Product;
  /** Products already in the document: shown, but not added twice. */
  chosen: ReadonlySet<number>;
  onAdd: (product: Product) => void;
  /** What the button says once the product is in: «Уже в заказе». */
  chosenLabel: string;
}

/** «Добавить» beside a found product; disabled once the product is in the document. */
export function AddProductButton<Product extends { nid: number; name: string }>({
  product,
  chosen,
  onAdd,
  chosenLabel,
}: AddProductButtonProps<Product>) {
  return (
    <button
      type="button"
      className="button"
      disabled={chosen.has(product.nid)}
      onClick={() => onAdd(product)}
      aria-label={`Добавить «${product.name}»`}
    >
      {chosen.has(product.nid) ? chosenLabel : 'Добавить'}
    </button>
  );
}
