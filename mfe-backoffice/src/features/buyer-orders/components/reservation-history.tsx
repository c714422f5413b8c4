import { Link } from '@shop/shared/router';
import type { ReservationChangeFieldsFragment } from '../../../lib/graphql/operations.generated';
import { formatMoment } from '../../../lib/dates';
import styles from './buyer-orders.module.css';

/** Why the reservation changed, as the card says it (a link where a document or an order did it). */
function reasonOf(change: ReservationChangeFieldsFragment) {
  const other = change.otherOrderNid ? <Link to={`../${change.otherOrderNid}`}>№ {change.otherOrderNid}</Link> : null;
  const shipment = change.shipmentNid ? (
    <Link to={`/dmn/shipments/${change.shipmentNid}`}>№ {change.shipmentNid}</Link>
  ) : null;
  switch (change.reason) {
    case 'ORDER':
      return 'зарезервировано при оформлении';
    case 'ORDER_CANCELLED':
      return 'заказ отменён';
    case 'SHIPMENT':
      return <>отгрузка {shipment}</>;
    case 'SHIPMENT_CANCELLED':
      return <>отменено проведение отгрузки {shipment}</>;
    case 'STOCK_ARRIVED':
      return 'товар поступил или освободился';
    case 'STOCK_SHORT':
      return 'инвентаризация нашла меньше, чем было в резерве';
    case 'MOVED_OUT':
      return <>передано в заказ {other}</>;
    case 'MOVED_IN':
      return <>взято из заказа {other}</>;
  }
}

/** Every change of what the order's lines hold in stock, oldest first, with who made it. */
export function ReservationHistory({ changes }: { changes: readonly ReservationChangeFieldsFragment[] }) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="reservation-history-title">
      <h2 id="reservation-history-title">История резерва</h2>
      <ol className={styles.history} aria-label="История резерва">
        {changes.map((change, index) => (
          <li key={index}>
            {formatMoment(change.at)} — «{change.name}»: {change.quantity > 0 ? '+' : '−'}
            {Math.abs(change.quantity)} шт., {change.location.name} — {reasonOf(change)}
            {change.by ? `, ${change.by.name}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
