import { Link } from '@shop/shared/router';
import { cartCount, cartTotal, useShopStore } from '@shop/shared/store';
import { formatPrice, GOODS, plural, useDocumentTitle } from '@shop/shared/ui';
import { CartLine } from './cart-line';
import styles from './cart-page.module.css';

/** `/cart`: the store's lines with quantity and remove, and what it all costs. */
export function CartPage() {
  useDocumentTitle('Корзина', 'Товары в вашей корзине в магазине «Сантехника».');
  const items = useShopStore((state) => state.cartItems);
  if (items.length === 0) {
    return (
      <section className="page" aria-labelledby="cart-title">
        <h1 id="cart-title">Корзина пуста</h1>
        <p>Добавьте товары из каталога — они сохранятся здесь, даже если закрыть вкладку.</p>
        <Link className="button" to="/">
          Перейти в каталог
        </Link>
      </section>
    );
  }
  const count = cartCount(items);
  return (
    <section className="page" aria-labelledby="cart-title">
      <h1 id="cart-title">Корзина</h1>
      <ul className={styles.lines} aria-label="Товары в корзине">
        {items.map((item) => (
          <CartLine key={item.nid} item={item} />
        ))}
      </ul>
      <p className={styles.total}>
        Итого: {count} {plural(count, GOODS)} на сумму <strong data-testid="cart-total">{formatPrice(cartTotal(items))}</strong>
      </p>
    </section>
  );
}
