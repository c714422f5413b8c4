import { isWithinReturnPeriod } from '@shop/shared/delivery';
import type { BuyerReturnHeaderFragment } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { formatDate, formatDay } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';

/** The return period: when the goods went out and the last day a return is taken (a draft past it is flagged). */
function ReturnPeriod({ buyerReturn }: { buyerReturn: BuyerReturnHeaderFragment }) {
  const { shippedAt, returnDeadline, status } = buyerReturn;
  if (!shippedAt || !returnDeadline) return null;
  const expired = status === 'DRAFT' && !isWithinReturnPeriod(new Date(shippedAt));
  return (
    <p>
      Товар отгружен {formatDate(shippedAt)} ·{' '}
      <strong>Возврат принимается до {formatDay(returnDeadline)} включительно</strong>
      {expired ? (
        <span className={styles.fieldError} role="note">
          Срок возврата истёк: этот черновик провести нельзя — удалите его.
        </span>
      ) : null}
    </p>
  );
}

/** The return's header: whose goods, by which order and shipment, and the return period. */
export function BuyerReturnFacts({ buyerReturn }: { buyerReturn: BuyerReturnHeaderFragment }) {
  return (
    <>
      <p>
        Покупатель: {buyerReturn.buyerName} · по{' '}
        <Link to={`/dmn/shipments/${buyerReturn.shipmentNid}`}>отгрузке № {buyerReturn.shipmentNid}</Link> (
        <Link to={`/dmn/buyer-orders/${buyerReturn.buyerOrderNid}`}>заказ № {buyerReturn.orderNumber}</Link>)
      </p>
      <ReturnPeriod buyerReturn={buyerReturn} />
    </>
  );
}
