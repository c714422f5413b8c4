import { useQuery } from '@shop/shared/apollo';
import { BuyerInvoiceDocument } from '@shop/shared/graphql';
import { Link, useParams } from '@shop/shared/router';
import { formatPrice, LoadingView, NotFound, useDocumentTitle } from '@shop/shared/ui';
import { formatDate, formatDay, formatMoment } from '../../documents/components/dates';
import styles from '../../documents/components/documents.module.css';
import { InvoicePayments } from '../../documents/components/invoice-payments';
import { PaymentStateBadge } from '../../documents/components/payment-state-badge';
import { QueryError } from '../../lists/components/list-states';
import { InvoiceLinesTable } from './invoice-lines-table';

/** `/dmn/buyer-invoices/:nid`: the invoice, what is paid and left, its payments, and the printable form. */
export function BuyerInvoicePage() {
  const nid = Number(useParams().nid);
  const { data, loading, error, refetch } = useQuery(BuyerInvoiceDocument, { variables: { nid }, skip: !Number.isInteger(nid) });
  useDocumentTitle(`Счёт № ${nid}`);
  const invoice = data?.buyerInvoice;
  if (!Number.isInteger(nid) || (data && !invoice)) return <NotFound />;
  return (
    <section className="page" aria-labelledby="buyer-invoice-title">
      <p>
        <Link to="..">← Все счета покупателям</Link>
      </p>
      {error && !data ? <QueryError what="счёт" onRetry={() => void refetch()} /> : null}
      {loading && !data ? <LoadingView label="Загружаем счёт…" /> : null}
      {invoice ? (
        <>
          <h1 id="buyer-invoice-title">Счёт № {invoice.nid} от {formatDate(invoice.createdAt)}</h1>
          <p>
            <PaymentStateBadge state={invoice.paymentState} />{' '}
            <span className={styles.muted}>выставил(а) {invoice.createdByName} {formatMoment(invoice.createdAt)}</span>
          </p>
          <p>
            Покупатель: <Link to={`/dmn/buyer-invoices/buyers/${invoice.buyerNid}`}>{invoice.buyerName}</Link>
            {invoice.buyerPhone ? `, ${invoice.buyerPhone}` : ''} · по{' '}
            <Link to={`/dmn/buyer-orders/${invoice.buyerOrderNid}`}>заказу № {invoice.buyerOrderNid}</Link> · оплатить до {formatDay(invoice.dueDate)}
          </p>
          <InvoiceLinesTable invoice={invoice} />
          <p className={styles.total}>
            Оплачено: {formatPrice(invoice.paid)} · осталось оплатить: {formatPrice(invoice.leftToPay)}
          </p>
          {invoice.comment ? <p>Комментарий: {invoice.comment}</p> : null}
          <div className={styles.actions}>
            <Link className="button" to="print">Печатная форма</Link>
            {invoice.leftToPay > 0 ? (
              <Link className="button button--secondary" to={`/dmn/payments/new?direction=IN&invoice=${invoice.nid}&amount=${invoice.leftToPay}`}>
                Принять оплату
              </Link>
            ) : null}
          </div>
          <InvoicePayments payments={invoice.payments} />
        </>
      ) : null}
    </section>
  );
}
