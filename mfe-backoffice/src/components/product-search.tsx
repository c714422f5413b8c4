import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@shop/shared/apollo';
import { RemainsDocument, type RemainFieldsFragment } from '../lib/graphql/operations.generated';
import { LoadingView } from '@shop/shared/ui';
import { QueryError } from './list-states';
import listStyles from './list.module.css';
import styles from './documents.module.css';

/** A product picker's search: what is typed, and the products found once «Найти товар» is pressed (at most `limit`). */
function useProductSearch(limit: number) {
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
function ProductSearchForm({ search, label }: { search: ReturnType<typeof useProductSearch>; label?: string }) {
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

interface AddProductButtonProps<Product extends { nid: number; name: string }> {
  product: Product;
  /** Products already in the document: shown, but not added twice. */
  chosen: ReadonlySet<number>;
  onAdd: (product: Product) => void;
  /** What the button says once the product is in: «Уже в заказе». */
  chosenLabel: string;
}

/** «Добавить» beside a found product; disabled once the product is in the document. */
function AddProductButton<Product extends { nid: number; name: string }>({
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

/** How many found products a picker offers at once. */
const PICKER_LIMIT = 10;

export interface ProductPickerProps {
  /** Products already in the document: offered, but not twice. */
  chosen: ReadonlySet<number>;
  onAdd: (product: RemainFieldsFragment) => void;
  /** What «Добавить» says once the product is in: «Уже в заказе». */
  chosenLabel: string;
  /** What the document needs to know of a found product's stock: «на складе 3 шт.». */
  stockOf: (product: RemainFieldsFragment) => string;
  /** The section's and the results' classes, where a screen lays them out its own way. */
  classes?: { section?: string; results?: string };
}

/**
 * «Добавить товар» of a document with free lines (a supplier order, a count, a transfer): products found by name or
 * vendor code, each with its stock as the document needs it, added with «Добавить»; a form of its own, so it stands
 * outside the document's form.
 */
export function ProductPicker({ chosen, onAdd, chosenLabel, stockOf, classes = {} }: ProductPickerProps) {
  const titleId = useId();
  const search = useProductSearch(PICKER_LIMIT);
  const found = search.query.data?.remains;
  return (
    <section className={classes.section} aria-labelledby={titleId}>
      <h2 id={titleId}>Добавить товар</h2>
      <ProductSearchForm search={search} label="Поиск товара" />
      {found && found.items.length === 0 ? (
        <p className={styles.muted}>Ничего не нашлось — проверьте название или артикул.</p>
      ) : null}
      {found && found.items.length > 0 ? (
        <ul className={classes.results} aria-label="Найденные товары">
          {found.items.map((product) => (
            <li key={product.nid}>
              <span>
                {product.name}{' '}
                <span className={styles.muted}>
                  · {product.vendorCode} · {stockOf(product)}
                </span>
              </span>{' '}
              <AddProductButton product={product} chosen={chosen} onAdd={onAdd} chosenLabel={chosenLabel} />
            </li>
          ))}
        </ul>
      ) : null}
      {found && found.total > found.items.length ? (
        <p className={styles.muted}>
          Показаны первые {found.items.length} из {found.total}: уточните поиск.
        </p>
      ) : null}
    </section>
  );
}
