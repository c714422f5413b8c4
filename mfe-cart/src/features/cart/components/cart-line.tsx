import { awaitedText, type LineAvailability } from '@shop/shared/availability';
import { Link } from '@shop/shared/router';
import { shopStore, unitPrice, type CartItem } from '@shop/shared/store';
import { formatPrice, QuantityStepper } from '@shop/shared/ui';
import type { LineCheck } from '../hooks/use-price-check';
import styles from './cart-page.module.css';

export interface CartLineProps {
  item: CartItem;
  /** What the price check found for this line, if anything. */
  check?: LineCheck | undefined;
  /** What the line would hold and wait for if ordered now, once known. */
  availability?: LineAvailability | undefined;
}

/** One row of the cart: picture, name, unit price, quantity, line total, remove. */
export function CartLine({ item, check, availability }: CartLineProps) {
  const { setQuantity, removeItem } = shopStore.getState();
  const price = unitPrice(item);
  const notSold = check?.kind === 'notSold';
  const waits = !notSold && availability ? awaitedText(availability) : null;
  return (
    <li className={notSold ? `${styles.line} ${styles.notSold}` : styles.line}>
      <div className={styles.picture}>
        {item.imageUrl ? <img src={item.imageUrl} alt="" width={80} height={80} loading="lazy" /> : null}
      </div>
      <div className={styles.name}>
        <Link to={`/product/${item.nid}`}>{item.name}</Link>
        {item.vendorCode ? <span className={styles.muted}>Артикул: {item.vendorCode}</span> : null}
        {check?.kind === 'changed' ? (
          <span className={styles.notice}>
            Цена изменилась: было {formatPrice(check.was)}, стало {formatPrice(check.now)}
          </span>
        ) : null}
        {notSold ? <strong className={styles.problem}>Больше не продаётся</strong> : null}
        {waits ? <span className={styles.awaited}>{waits}</span> : null}
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
