import { useState, type FormEvent } from 'react';
import { useQuery } from '@shop/shared/apollo';
import { RemainsDocument, type RemainFieldsFragment } from '@shop/shared/graphql';
import { LoadingView } from '@shop/shared/ui';
import { QueryError } from '../../../components/list-states';
import listStyles from '../../../components/list.module.css';
import styles from './remains.module.css';

/** How many found products the picker offers at once. */
const PICKER_LIMIT = 10;

interface CountProductPickerProps {
  /** Products already in the count: offered, but not twice. */
  chosen: ReadonlySet<number>;
  onAdd: (product: RemainFieldsFragment) => void;
}

/** Finds products by name or vendor code and adds them to the count. */
export function CountProductPicker({ chosen, onAdd }: CountProductPickerProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch } = useQuery(RemainsDocument, {
    variables: { search, categoryNid: null, atMost: null, skip: 0, limit: PICKER_LIMIT },
    skip: search === '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  const found = data?.remains;
  return (
    <section className={styles.picker} aria-labelledby="picker-title">
      <h2 id="picker-title">Добавить товар</h2>
      <form className={listStyles.filters} role="search" onSubmit={submit}>
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
      {found && found.items.length === 0 ? <p className={styles.muted}>Ничего не нашлось — проверьте название или артикул.</p> : null}
      {found && found.items.length > 0 ? (
        <ul className={styles.pickerResults} aria-label="Найденные товары">
          {found.items.map((product) => (
            <li key={product.nid}>
              <span>
                {product.name} <span className={styles.muted}>· {product.vendorCode} · по учёту {product.stock} шт.</span>
              </span>
              <button type="button" className="button" disabled={chosen.has(product.nid)} onClick={() => onAdd(product)} aria-label={`Добавить «${product.name}»`}>
                {chosen.has(product.nid) ? 'Уже в документе' : 'Добавить'}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {found && found.total > found.items.length ? (
        <p className={styles.muted}>Показаны первые {found.items.length} из {found.total}: уточните поиск.</p>
      ) : null}
    </section>
  );
}
