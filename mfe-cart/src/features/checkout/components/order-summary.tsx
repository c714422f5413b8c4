import { awaitedText } from '@shop/shared/availability';
import { parseDistance, type CheckoutForm } from '@shop/shared/checkout';
import { deliveryCost, FREE_DELIVERY_THRESHOLD, type DeliveryQuote } from '@shop/shared/delivery';
import { cartCount, cartTotal, unitPrice, type CartItem } from '@shop/shared/store';
import { formatPrice, GOODS, plural } from '@shop/shared/ui';
import { useCartAvailability } from '../../../lib/availability/use-cart-availability';
import { deliveryCostText } from '../../../lib/delivery-cost-text';
import styles from './checkout.module.css';

function quoteFor(
  { delivery, distanceKm }: Pick<CheckoutForm, 'delivery' | 'distanceKm'>,
  goods: number,
): DeliveryQuote | null {
  if (!delivery) return null;
  const typed = distanceKm.trim();
  const distance = delivery === 'BEYOND_RING_ROAD' && typed !== '' ? parseDistance(typed) : null;
  return deliveryCost({ method: delivery, orderTotal: goods, distanceKm: distance });
}

function deliveryText(quote: DeliveryQuote | null): string {
  if (quote === null) return 'выберите способ';
  return quote.ok ? deliveryCostText(quote) : 'укажите расстояние';
}

export interface OrderSummaryProps {
  items: readonly CartItem[];
  form: Pick<CheckoutForm, 'delivery' | 'distanceKm'>;
}

/**
 * The order beside the form: the goods (and which of them would wait, for the delivery chosen),
 * delivery as the buyer chooses it, the total.
 */
export function OrderSummary({ items, form }: OrderSummaryProps) {
  const availability = useCartAvailability(items, form.delivery);
  const goods = cartTotal(items);
  const count = cartCount(items);
  const quote = quoteFor(form, goods);
  const known = quote?.ok === true;
  const total = quote?.ok ? goods + quote.cost : goods;
  const shortOfFree = FREE_DELIVERY_THRESHOLD - goods;
  return (
    <section className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Ваш заказ</h2>
      <ul className={styles.summaryLines} aria-label="Товары в заказе">
        {items.map((item) => {
          const line = availability.get(item.nid);
          const waits = line ? awaitedText(line) : null;
          return (
            <li key={item.nid}>
              <span className={styles.summaryName}>{item.name}</span>
              <span className={styles.summaryAmount}>
                {item.quantity} × {formatPrice(unitPrice(item))}
              </span>
              {waits ? <span className={styles.summaryAwaited}>{waits}</span> : null}
            </li>
          );
        })}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>
            Товары ({count} {plural(count, GOODS)})
          </dt>
          <dd>{formatPrice(goods)}</dd>
        </div>
        <div>
          <dt>Доставка</dt>
          <dd>{deliveryText(quote)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>{known ? 'Итого' : 'Итого без доставки'}</dt>
          <dd>{formatPrice(total)}</dd>
        </div>
      </dl>
      {form.delivery === 'RING_ROAD' && shortOfFree > 0 ? (
        <p className={styles.hint}>До бесплатной доставки по Москве не хватает {formatPrice(shortOfFree)}.</p>
      ) : null}
    </section>
  );
}
