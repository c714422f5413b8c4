import type { PaymentFieldsFragment } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import listStyles from './list.module.css';
import { formatDay } from '../lib/dates';
import { SETTLEMENT_METHOD_TITLES } from '../lib/money-titles';
import { StatusBadge } from './status-badge';

/** The payments allocated to an invoice; only posted ones count towards its paid state. */
export function InvoicePayments({ payments }: { payments: readonly PaymentFieldsFragment[] }) {
  return (
    <section aria-labelledby="invoice-payments-title">
      <h2 id="invoice-payments-title">Платежи по счёту</h2>
      {payments.length === 0 ? (
        <p className={listStyles.empty}>Платежей по счёту пока нет.</p>
      ) : (
        <table className={listStyles.table}>
          <thead>
            <tr>
              <th scope="col">Платёж</th>
              <th scope="col">Дата</th>
              <th scope="col">Способ</th>
              <th scope="col">Статус</th>
              <th scope="col" className={listStyles.number}>Сумма</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.nid}>
                <td><Link to={`/dmn/payments/${payment.nid}`}>Платёж № {payment.nid}</Link></td>
                <td>{formatDay(payment.paidOn)}</td>
                <td>{SETTLEMENT_METHOD_TITLES[payment.method]}</td>
                <td><StatusBadge status={payment.status} /></td>
                <td className={listStyles.number}>{formatPrice(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
