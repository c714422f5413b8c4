import { MAX_ORDER_LINES } from '@shop/shared/checkout';
import { Link } from '@shop/shared/router';
import { cartCount, cartTotal, useShopStore } from '@shop/shared/store';
import { formatPrice, GOODS, plural, useDocumentTitle } from '@shop/shared/ui';
import { CHECKOUT_PATH } from '../../../lib/cart-paths';
import { useCartAvailability } from '../../../lib/availability/use-cart-availability';
import { usePriceCheck, type LineCheck, type PriceCheckStatus } from '../hooks/use-price-check';
import { CartLine } from './cart-line';
import styles from './cart-page.module.css';

function checkStatusText(status: PriceCheckStatus, checks: ReadonlyMap<number, LineCheck>): string {
  if (status === 'checking') return 'Проверяем цены…';
  if (status === 'failed') return 'Не удалось проверить актуальные цены — мы проверим их при оформлении заказа.';
  const changed = [...checks.values()].some((check) => check.kind === 'changed');
  return changed ? 'Цены некоторых товаров изменились — в корзине уже новые.' : '';
}

/** `/cart`: the store's lines with quantity and remove, a price check, what it all costs. */
export function CartPage() {
  useDocumentTitle('Корзина', 'Товары в вашей корзине в магазине «Сантехника».');
  const items = useShopStore((state) => state.cartItems);
  const { status, checks } = usePriceCheck();
  const availability = useCartAvailability(items);
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
  const hasNotSold = items.some((item) => checks.get(item.nid)?.kind === 'notSold');
  const tooMany = items.length > MAX_ORDER_LINES;
  return (
    <section className="page" aria-labelledby="cart-title">
      <h1 id="cart-title">Корзина</h1>
      <ul className={styles.lines} aria-label="Товары в корзине">
        {items.map((item) => (
          <CartLine key={item.nid} item={item} check={checks.get(item.nid)} availability={availability.get(item.nid)} />
        ))}
      </ul>
      <div className={styles.footer}>
        {/* Always on the page, one line tall: announced politely, and nothing jumps when it fills. */}
        <p className={styles.checkStatus} role="status">
          {checkStatusText(status, checks)}
        </p>
        <p className={styles.total}>
          Итого: {count} {plural(count, GOODS)} на сумму{' '}
          <strong data-testid="cart-total">{formatPrice(cartTotal(items))}</strong>
        </p>
        {hasNotSold || tooMany ? (
          <>
            <p className={styles.blocked} id="checkout-blocked">
              {hasNotSold
                ? 'Некоторые товары больше не продаются. Удалите их из корзины, чтобы оформить заказ.'
                : `В одном заказе может быть не больше ${MAX_ORDER_LINES} позиций. Удалите лишние или оформите несколько заказов.`}
            </p>
            <button type="button" className={`button ${styles.checkout}`} disabled aria-describedby="checkout-blocked">
              Оформить заказ
            </button>
          </>
        ) : (
          <Link className={`button ${styles.checkout}`} to={CHECKOUT_PATH}>
            Оформить заказ
          </Link>
        )}
      </div>
    </section>
  );
}
