import { PaymentsDocument } from '../../../lib/graphql/operations.generated';
import { formatDay } from '../../../lib/dates';
import { paymentOperationTitle, SETTLEMENT_METHOD_TITLES } from '../../../lib/money-titles';
import { paymentFilters, paymentFilterOf } from './payment-filters';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';

/** `/dmn/payments`: money in from buyers and out to suppliers (and back, as refunds), latest first. */
export function PaymentsList() {
  return (
    <ListPage
      kind="payment"
      source={{ document: PaymentsDocument, filterOf: paymentFilterOf }}
      starts={[
        { to: 'new?direction=IN', text: 'Поступление' },
        { to: 'new?direction=OUT', text: 'Списание' },
      ]}
      filters={paymentFilters}
      columns={[
        documentColumns.link('payment', 'Платёж'),
        { title: 'Дата', cell: (payment) => formatDay(payment.paidOn) },
        { title: 'Вид', cell: (payment) => paymentOperationTitle(payment.direction, payment.refund) },
        documentColumns.text('Контрагент', 'counterpartyName'),
        { title: 'Способ', cell: (payment) => SETTLEMENT_METHOD_TITLES[payment.method] },
        {
          title: 'Счёт',
          cell: (payment) => (
            <>{payment.invoiceNid ? `№ ${payment.invoiceNid}` : payment.refund ? 'без счёта' : 'на счёт'}</>
          ),
        },
        documentColumns.status(),
        documentColumns.total('amount'),
      ]}
    />
  );
}
