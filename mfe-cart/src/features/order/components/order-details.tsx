import { awaitedText } from '@shop/shared/availability';
import { PAYMENT_METHODS } from '@shop/shared/checkout';
import { DELIVERY_METHODS } from '@shop/shared/delivery';
import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import { deliveryCostText } from '../../../lib/delivery-cost-text';
import styles from './order-page.module.css';

/** The placed order's lines and sums, as the server recorded them; a line that waits for goods says so, and until when. */
export function OrderDetails({ order }: { order: BuyerOrderFieldsFragment }) {
  const where =
    order.delivery === 'TRANSPORT_COMPANY' && order.carrier
      ? `${order.carrier}, ${order.address ?? ''}`
      : order.address;
  return (
    <section aria-labelledby="order-details-title" className={styles.details}>
      <h2 id="order-details-title">Состав заказа</h2>
      <ul className={styles.lines} aria-label="Товары в заказе">
        {order.lines.map((line) => (
          <li key={line.nid}>
            <span className={styles.lineName}>
              {line.name}
              {line.awaited > 0 ? <span className={styles.lineWaits}>{awaitedText(line)}</span> : null}
            </span>
            <span className={styles.lineQuantity}>
              {line.quantity} × {formatPrice(line.price)}
              {line.regularPrice > line.price ? (
                <>
                  {' '}
                  <del>{formatPrice(line.regularPrice)}</del>
                </>
              ) : null}
            </span>
            <span className={styles.lineAmount}>{formatPrice(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>Товары</dt>
          <dd>{formatPrice(order.goodsTotal)}</dd>
        </div>
        <div>
          <dt>Доставка</dt>
          <dd>
            {deliveryCostText({ cost: order.deliveryCost, paidToCarrier: order.delivery === 'TRANSPORT_COMPANY' })}
          </dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>Итого</dt>
          <dd>{formatPrice(order.total)}</dd>
        </div>
      </dl>
      <dl className={styles.facts}>
        <div>
          <dt>Получение</dt>
          <dd>
            {DELIVERY_METHODS[order.delivery]}
            {where ? `: ${where}` : ''}
          </dd>
        </div>
        <div>
          <dt>Оплата</dt>
          <dd>{PAYMENT_METHODS[order.payment]}</dd>
        </div>
      </dl>
    </section>
  );
}
