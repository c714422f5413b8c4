import { useState, type FormEvent } from 'react';
import { useQuery } from '@shop/shared/apollo';
import { RemainsDocument, type RemainFieldsFragment } from '@shop/shared/graphql';
import { LoadingView } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import { QueryError } from '../../../components/list-states';
import listStyles from '../../../components/list.module.css';

export interface OrderProductPickerProps {
  /** Products already in the order: shown, but not added twice. */
  chosen: ReadonlySet<number>;
  onAdd: (product: RemainFieldsFragment) => void;
}

/** Finds catalogue products by name or vendor code and adds them to the order. */
export function OrderProductPicker({ chosen, onAdd }: OrderProductPickerProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch } = useQuery(RemainsDocument, {
    variables: { search, categoryNid: null, atMost: null, skip: 0, limit: 10 },
    skip: search === '',
  });
  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  const found = data?.remains.items;
  return (
    <section aria-labelledby="order-picker-title">
      <h2 id="order-picker-title">Добавить товар</h2>
      <form className={listStyles.filters} role="search" aria-label="Поиск товара" onSubmit={find}>
        <label>
          Название или артикул
          <input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit" className="button">
          Найти товар
        </button>
      </form>
      {error && !data ? <QueryError what="товары" onRetry={() => void refetch()} /> : null}
      {loading && !data ? <LoadingView label="Ищем товары…" /> : null}
      {found && found.length === 0 ? <p className={styles.muted}>Ничего не нашлось — проверьте название или артикул.</p> : null}
      {found && found.length > 0 ? (
        <ul aria-label="Найденные товары">
          {found.map((product) => (
            <li key={product.nid}>
              {product.name} <span className={styles.muted}>· {product.vendorCode} · на складе {product.stock} шт.</span>{' '}
              <button type="button" className="button" disabled={chosen.has(product.nid)} onClick={() => onAdd(product)} aria-label={`Добавить «${product.name}»`}>
                {chosen.has(product.nid) ? 'Уже в заказе' : 'Добавить'}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
