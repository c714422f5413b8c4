import type { RemainFieldsFragment } from '../../../lib/graphql/operations.generated';
import { AddProductButton, ProductSearchForm, useProductSearch } from '../../../components/product-search';
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
  const search = useProductSearch(PICKER_LIMIT);
  const found = search.query.data?.remains;
  return (
    <section className={styles.picker} aria-labelledby="picker-title">
      <h2 id="picker-title">Добавить товар</h2>
      <ProductSearchForm search={search} />
      {found && found.items.length === 0 ? (
        <p className={styles.muted}>Ничего не нашлось — проверьте название или артикул.</p>
      ) : null}
      {found && found.items.length > 0 ? (
        <ul className={styles.pickerResults} aria-label="Найденные товары">
          {found.items.map((product) => (
            <li key={product.nid}>
              <span>
                {product.name}{' '}
                <span className={styles.muted}>
                  · {product.vendorCode} · по учёту {product.stock} шт.
                </span>
              </span>
              <AddProductButton product={product} chosen={chosen} onAdd={onAdd} chosenLabel="Уже в документе" />
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
