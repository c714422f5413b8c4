import type { RemainFieldsFragment } from '../../../lib/graphql/operations.generated';
import styles from '../../../components/documents.module.css';
import { AddProductButton, ProductSearchForm, useProductSearch } from '../../../components/product-search';

export interface OrderProductPickerProps {
  /** Products already in the order: shown, but not added twice. */
  chosen: ReadonlySet<number>;
  onAdd: (product: RemainFieldsFragment) => void;
}

/** Finds catalogue products by name or vendor code and adds them to the order. */
export function OrderProductPicker({ chosen, onAdd }: OrderProductPickerProps) {
  const search = useProductSearch(10);
  const found = search.query.data?.remains.items;
  return (
    <section aria-labelledby="order-picker-title">
      <h2 id="order-picker-title">Добавить товар</h2>
      <ProductSearchForm search={search} label="Поиск товара" />
      {found && found.length === 0 ? (
        <p className={styles.muted}>Ничего не нашлось — проверьте название или артикул.</p>
      ) : null}
      {found && found.length > 0 ? (
        <ul aria-label="Найденные товары">
          {found.map((product) => (
            <li key={product.nid}>
              {product.name}{' '}
              <span className={styles.muted}>
                · {product.vendorCode} · на складе {product.stock} шт.
              </span>{' '}
              <AddProductButton product={product} chosen={chosen} onAdd={onAdd} chosenLabel="Уже в заказе" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
