import type { PaymentState } from '../lib/graphql/operations.generated';
import styles from './documents.module.css';
import { PaymentStateBadge } from './payment-state-badge';

/** An invoice's state: «Аннулирован» once annulled (it asks for no money then), else its paid state. */
export function InvoiceStateBadge({
  invoice,
}: {
  invoice: { paymentState: PaymentState; cancelledAt?: string | null };
}) {
  if (!invoice.cancelledAt) return <PaymentStateBadge state={invoice.paymentState} />;
  return (
    <span className={styles.status} data-status="CANCELLED">
      Аннулирован
    </span>
  );
}
