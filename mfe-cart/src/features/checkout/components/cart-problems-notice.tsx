import type { Ref } from 'react';
import { shopStore, type CartItem } from '@shop/shared/store';
import { formatPrice } from '@shop/shared/ui';
import type { CartNotice } from '../cart-notice';
import styles from './checkout.module.css';

export interface CartProblemsNoticeProps {
  notice: CartNotice;
  /** The cart now: an unsold product is listed until the buyer removes it. */
  items: readonly CartItem[];
  ref?: Ref<HTMLDivElement>;
}

/** Above the form after the server refused the cart: new prices, products no longer sold. */
export function CartProblemsNotice({ notice, items, ref }: CartProblemsNoticeProps) {
  const unsold = notice.unsold.flatMap(({ nid }) => items.filter((item) => item.nid === nid));
  if (notice.changed.length === 0 && unsold.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={styles.cartNotice}>
      {notice.changed.length > 0 ? (
        <>
          <p>
            <strong>Цены изменились, пока вы оформляли заказ:</strong>
          </p>
          <ul>
            {notice.changed.map(({ nid, name, was, now }) => (
              <li key={nid}>
                {name}: было {formatPrice(was)}, стало {formatPrice(now)}
              </li>
            ))}
          </ul>
          <p>Мы обновили цены в корзине. Проверьте сумму заказа и подтвердите его ещё раз.</p>
        </>
      ) : null}
      {unsold.length > 0 ? (
        <>
          <p>
            <strong>Эти товары больше не продаются — удалите их из корзины, чтобы оформить заказ:</strong>
          </p>
          <ul>
            {unsold.map((item) => (
              <li key={item.nid} className={styles.unsold}>
                <span>{item.name}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => shopStore.getState().removeItem(item)}
                >
                  Удалить<span className="visually-hidden"> из корзины: {item.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
