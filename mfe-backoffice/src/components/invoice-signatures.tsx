import { formatMoment } from '../lib/dates';
import styles from './documents.module.css';

interface Signed {
  createdAt: string;
  createdByName: string;
  updatedAt?: string | null;
  updatedByName?: string | null;
  cancelledAt?: string | null;
  cancelledByName?: string | null;
}

/** Who made the invoice and who last changed it, in small print beside its state. */
export function InvoiceSignatures({ invoice, made }: { invoice: Signed; made: string }) {
  return (
    <span className={styles.muted}>
      {made} {invoice.createdByName} {formatMoment(invoice.createdAt)}
      {invoice.updatedAt ? ` · изменил(а) ${invoice.updatedByName ?? ''} ${formatMoment(invoice.updatedAt)}` : ''}
    </span>
  );
}

/** The annulled invoice's note: who annulled it and when; it takes no payments any more. */
export function AnnulledNote({ invoice }: { invoice: Signed }) {
  if (!invoice.cancelledAt) return null;
  return (
    <p className={styles.annulled}>
      Счёт аннулирован {formatMoment(invoice.cancelledAt)}
      {invoice.cancelledByName ? `, аннулировал(а) ${invoice.cancelledByName}` : ''}. Оплата по нему не принимается.
    </p>
  );
}
