import { useQuery } from '@shop/shared/apollo';
import { PaymentsDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice, LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { formatDay } from '../../../lib/dates';
import { paymentOperationTitle, SETTLEMENT_METHOD_TITLES } from '../../../lib/money-titles';
import { StatusBadge } from '../../../components/status-badge';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import { useListParams } from '../../../lib/use-list-params';
import { PaymentFilters, paymentFilterOf } from './payment-filters';
import { DataTable } from '../../../components/data-table';

/** `/dmn/payments`: money in from buyers and out to suppliers (and back, as refunds), latest first. */
export function PaymentsList() {
  useDocumentTitle('Платежи');
  const list = useListParams();
  const filter = paymentFilterOf(list);
  const { data, loading, error, refetch } = useQuery(PaymentsDocument, { variables: { filter, skip: list.skip, limit: list.limit } });
  const payments = data?.payments;
  return (
    <section className="page" aria-labelledby="payments-title">
      <h1 id="payments-title">Платежи</h1>
      <p>
        <Link className="button" to="new?direction=IN">Поступление</Link>{' '}
        <Link className="button button--secondary" to="new?direction=OUT">Списание</Link>
      </p>
      <PaymentFilters list={list} />
      {error && !data ? <QueryError what="платежи" onRetry={() => void refetch()} /> : null}
      {loading && !data ? <LoadingView label="Загружаем платежи…" /> : null}
      {payments && payments.items.length === 0 ? <EmptyList>{Object.keys(filter).length ? 'Таких платежей нет.' : 'Платежей пока нет.'}</EmptyList> : null}
      {payments && payments.items.length > 0 ? (
        <DataTable
          rows={payments.items}
          rowKey={(payment) => payment.nid}
          columns={[
            { title: 'Платёж', cell: (payment) => <Link to={String(payment.nid)}>Платёж № {payment.nid}</Link> },
            { title: 'Дата', cell: (payment) => formatDay(payment.paidOn) },
            { title: 'Вид', cell: (payment) => paymentOperationTitle(payment.direction, payment.refund) },
            { title: 'Контрагент', cell: (payment) => payment.counterpartyName },
            { title: 'Способ', cell: (payment) => SETTLEMENT_METHOD_TITLES[payment.method] },
            { title: 'Счёт', cell: (payment) => <>{payment.invoiceNid ? `№ ${payment.invoiceNid}` : payment.refund ? 'без счёта' : 'на счёт'}</> },
            { title: 'Статус', cell: (payment) => <StatusBadge status={payment.status} /> },
            { title: 'Сумма', number: true, cell: (payment) => formatPrice(payment.amount) },
          ]}
        />
      ) : null}
      {payments ? <ListPager total={payments.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
