import { BUYER_ORDER_STATUS_TITLES } from '@shop/shared/checkout';
import type { BuyerOrderStatusChangeFieldsFragment } from '../../../lib/graphql/operations.generated';
import { formatMoment } from '../../../lib/dates';
import styles from './buyer-orders.module.css';

/** The order's life: placed, then every status change with who made it and when. */
export function StatusHistory({
  createdAt,
  changes,
}: {
  createdAt: string;
  changes: readonly BuyerOrderStatusChangeFieldsFragment[];
}) {
  return (
    <section aria-labelledby="status-history-title">
      <h2 id="status-history-title">История статусов</h2>
      <ol className={styles.history} aria-label="История статусов">
        <li>
          {formatMoment(createdAt)} — заказ оформлен на сайте: «{BUYER_ORDER_STATUS_TITLES.NEW}»
        </li>
        {changes.map((change) => (
          <li key={`${change.changedAt}-${change.to}`}>
            {formatMoment(change.changedAt)} — «{BUYER_ORDER_STATUS_TITLES[change.from]}» → «
            {BUYER_ORDER_STATUS_TITLES[change.to]}», {change.changedBy.name}
          </li>
        ))}
      </ol>
    </section>
  );
}
