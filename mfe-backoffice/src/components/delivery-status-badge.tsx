import type { DeliveryStatus } from '../lib/graphql/operations.generated';
import { DELIVERY_STATUS_TITLES } from '../lib/delivery-titles';
import styles from './documents.module.css';

/** «Запланирована», «Доставлена», «Не доставлена». */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <span className={styles.status} data-status={status}>
      {DELIVERY_STATUS_TITLES[status]}
    </span>
  );
}
