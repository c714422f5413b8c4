import { BUYER_ORDER_STATUS_TITLES } from '@shop/shared/checkout';
import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { formatPrice, GOODS, plural } from '@shop/shared/ui';
import type { MyBuyerOrdersQuery } from '../../../lib/graphql/operations.generated';
import { CardPaymentOffer } from '../../../lib/card-payment-offer';
import styles from './my-orders.module.css';
import { SHOP_TIME_ZONE } from '@shop/shared/shop-days';

/** The shop is in Moscow: the day an order was placed is Moscow's. */
const day = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });

/** Lines shown by name; the rest are counted. */
const NAMED_LINES = 3;

/** «Смеситель × 2, Унитаз × 1 и ещё 2 товара». */
export function linesSummary(lines: BuyerOrderFieldsFragment['lines']): string {
  const named = lines
    .slice(0, NAMED_LINES)
    .map((line) => `${line.name} × ${line.quantity}`)
    .join(', ');
  const rest = lines.length - NAMED_LINES;
  if (rest <= 0) return named;
  return `${named} и ещё ${rest} ${plural(rest, GOODS)}`;
}

/** One order: number and day, its status, what is in it and the total; a card order's payment link once sent. */
export function MyOrderItem({ order }: { order: MyBuyerOrdersQuery['myBuyerOrders'][number] }) {
  const titleId = `my-order-${order.nid}`;
  return (
    <li className={styles.order} aria-labelledby={titleId}>
      <div className={styles.orderHead}>
        <h2 id={titleId}>
          Заказ № {order.number} от {day.format(new Date(order.createdAt))}
        </h2>
        <span className={styles.status} data-status={order.status}>
          {BUYER_ORDER_STATUS_TITLES[order.status]}
        </span>
      </div>
      <p className={styles.lines}>{linesSummary(order.lines)}</p>
      <p className={styles.total}>Итого: {formatPrice(order.total)}</p>
      <CardPaymentOffer payment={order.cardPayment} />
    </li>
  );
}
