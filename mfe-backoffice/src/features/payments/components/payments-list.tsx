import { useQuery } from '@shop/shared/apollo';
import { PaymentsDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice, LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { formatDay } from '../../../lib/dates';
import { paymentOperationTitle, SETTLEMENT_METHOD_TITLES } from '../../../lib/money-titles';
import { StatusBadge } from '../../../components/status-badge';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import listStyles from '../../../components/list.module.css';
import { useListParams } from '../../../lib/use-list-params';
import { PaymentFilters, paymentFilterOf } from './payment-filters';

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
        <div className={listStyles.tableWrap}>
          <table className={listStyles.table}>
            <thead>
              <tr>
                <th scope="col">Платёж</th>
                <th scope="col">Дата</th>
                <th scope="col">Вид</th>
                <th scope="col">Контрагент</th>
                <th scope="col">Способ</th>
                <th scope="col">Счёт</th>
                <th scope="col">Статус</th>
                <th scope="col" className={listStyles.number}>Сумма</th>
              </tr>
            </thead>
            <tbody>
              {payments.items.map((payment) => (
                <tr key={payment.nid}>
                  <td><Link to={String(payment.nid)}>Платёж № {payment.nid}</Link></td>
                  <td>{formatDay(payment.paidOn)}</td>
                  <td>{paymentOperationTitle(payment.direction, payment.refund)}</td>
                  <td>{payment.counterpartyName}</td>
                  <td>{SETTLEMENT_METHOD_TITLES[payment.method]}</td>
                  <td>{payment.invoiceNid ? `№ ${payment.invoiceNid}` : payment.refund ? 'без счёта' : 'на счёт'}</td>
                  <td><StatusBadge status={payment.status} /></td>
                  <td className={listStyles.number}>{formatPrice(payment.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {payments ? <ListPager total={payments.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
