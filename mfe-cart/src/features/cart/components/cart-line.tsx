import { Link } from '@shop/shared/router';
import { shopStore, unitPrice, type CartItem } from '@shop/shared/store';
import { formatPrice } from '@shop/shared/ui';
import { QuantityStepper } from '@shop/shared/ui';
import styles from './cart-page.module.css';

/** One row of the cart: picture, name, unit price, quantity, line total, remove. */
export function CartLine({ item }: { item: CartItem }) {
  const { setQuantity, removeItem } = shopStore.getState();
  const price = unitPrice(item);
  return (
    <li className={styles.line}>
      <div className={styles.picture}>
        {item.imageUrl ? <img src={item.imageUrl} alt="" width={80} height={80} loading="lazy" /> : null}
      </div>
      <div className={styles.name}>
        <Link to={`/product/${item.nid}`}>{item.name}</Link>
        {item.vendorCode ? <span className={styles.muted}>Артикул: {item.vendorCode}</span> : null}
      </div>
      <div className={styles.unitPrice}>
        {price < item.price ? <del className={styles.muted}>{formatPrice(item.price)}</del> : null}
        <span>{formatPrice(price)}</span>
      </div>
      <QuantityStepper label={item.name} quantity={item.quantity} onChange={(next) => setQuantity(item.nid, next)} />
      <div className={styles.lineTotal} aria-label={`Сумма: ${item.name}`}>
        {formatPrice(price * item.quantity)}
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={`Удалить из корзины: ${item.name}`}
        onClick={() => removeItem(item)}
      >
        ×
      </button>
    </li>
  );
}
