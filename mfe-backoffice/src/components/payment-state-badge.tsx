import type { PaymentState } from '../lib/graphql/operations.generated';
import styles from './documents.module.css';
import { PAYMENT_STATE_TITLES } from '../lib/money-titles';

/** «Оплачен», «Частично оплачен», «Не оплачен» — from the posted payments, never typed in. */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return (
    <span className={styles.status} data-status={state}>
      {PAYMENT_STATE_TITLES[state]}
    </span>
  );
}
