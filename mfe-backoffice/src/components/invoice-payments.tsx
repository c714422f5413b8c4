import type { PaymentFieldsFragment } from '../lib/graphql/operations.generated';
import { formatDay } from '../lib/dates';
import { SETTLEMENT_METHOD_TITLES } from '../lib/money-titles';
import { RelatedDocuments } from './related-documents';
import { documentColumns } from './document-columns';

/** The payments allocated to an invoice; only posted ones count towards its paid state. */
export function InvoicePayments({ payments }: { payments: readonly PaymentFieldsFragment[] }) {
  return (
    <RelatedDocuments
      title="Платежи по счёту"
      rows={payments}
      empty="Платежей по счёту пока нет."
      columns={[
        documentColumns.link('payment', 'Платёж'),
        { title: 'Дата', cell: (payment) => formatDay(payment.paidOn) },
        { title: 'Способ', cell: (payment) => SETTLEMENT_METHOD_TITLES[payment.method] },
        documentColumns.status(),
        documentColumns.total('amount'),
      ]}
    />
  );
}
