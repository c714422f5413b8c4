import { BUYER_ORDER_STATUS_TITLES } from '@shop/shared/checkout';
import type { BuyerOrderStatus } from '../../../lib/graphql/operations.generated';
import styles from './buyer-orders.module.css';

/** A status as staff read it, marked so NEW stands out and CANCELLED reads as such. */
export function OrderStatus({ status }: { status: BuyerOrderStatus }) {
  return (
    <span className={styles.status} data-status={status}>
      {BUYER_ORDER_STATUS_TITLES[status]}
    </span>
  );
}
