import { Link } from '@shop/shared/router';
import { cartCount, cartTotal, useShopStore } from '@shop/shared/store';
import { formatPrice, GOODS, plural } from '@shop/shared/ui';
import styles from './cart-button.module.css';

/** The header's cart: how many items and what they cost, on every page. */
export function CartButton() {
  const items = useShopStore((state) => state.cartItems);
  const count = cartCount(items);
  const total = cartTotal(items);
  // The accessible name reads «Корзина: 3 товара на 12 500 ₽» or «Корзина пуста», and it
  // contains the visible text, as assistive technology and voice control expect.
  return (
    <Link to="/cart" className={styles.button}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14h9.9a2 2 0 0 0 1.8-1.1L22 6H5.2L4.3 2H1v2h2l3.6 7.6L5.2 14A2 2 0 0 0 7 17h12v-2H7.4l.8-1Z" />
      </svg>
      <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
      {count === 0 ? (
        <span className={styles.sum}>
          Корзина<span className="visually-hidden"> пуста</span>
        </span>
      ) : (
        <span className={styles.sum}>
          <span className="visually-hidden">
            Корзина: {count} {plural(count, GOODS)} на{' '}
          </span>
          {formatPrice(total)}
        </span>
      )}
    </Link>
  );
}
