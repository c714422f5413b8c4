import type { PaymentFieldsFragment } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import listStyles from './list.module.css';
import { formatDay } from '../lib/dates';
import { SETTLEMENT_METHOD_TITLES } from '../lib/money-titles';
import { StatusBadge } from './status-badge';
import { DataTable } from './data-table';

/** The payments allocated to an invoice; only posted ones count towards its paid state. */
export function InvoicePayments({ payments }: { payments: readonly PaymentFieldsFragment[] }) {
  return (
    <section aria-labelledby="invoice-payments-title">
      <h2 id="invoice-payments-title">Платежи по счёту</h2>
      {payments.length === 0 ? (
        <p className={listStyles.empty}>Платежей по счёту пока нет.</p>
      ) : (
        <DataTable
          rows={payments}
          rowKey={(payment) => payment.nid}
          wrap={false}
          columns={[
            {
              title: 'Платёж',
              cell: (payment) => <Link to={`/dmn/payments/${payment.nid}`}>Платёж № {payment.nid}</Link>,
            },
            { title: 'Дата', cell: (payment) => formatDay(payment.paidOn) },
            { title: 'Способ', cell: (payment) => SETTLEMENT_METHOD_TITLES[payment.method] },
            { title: 'Статус', cell: (payment) => <StatusBadge status={payment.status} /> },
            { title: 'Сумма', number: true, cell: (payment) => formatPrice(payment.amount) },
          ]}
        />
      )}
    </section>
  );
}
