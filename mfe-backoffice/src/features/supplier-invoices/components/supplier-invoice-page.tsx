import { useQuery } from '@shop/shared/apollo';
import { SupplierInvoiceDocument } from '@shop/shared/graphql';
import { Link, useParams } from '@shop/shared/router';
import { formatPrice, LoadingView, NotFound, useDocumentTitle } from '@shop/shared/ui';
import { formatDay, formatMoment } from '../../documents/components/dates';
import styles from '../../documents/components/documents.module.css';
import { InvoicePayments } from '../../documents/components/invoice-payments';
import { PaymentStateBadge } from '../../documents/components/payment-state-badge';
import { QueryError } from '../../lists/components/list-states';

/** `/dmn/supplier-invoices/:nid`: the supplier's invoice, what is paid and left, and its payments. */
export function SupplierInvoicePage() {
  const nid = Number(useParams().nid);
  const { data, loading, error, refetch } = useQuery(SupplierInvoiceDocument, { variables: { nid }, skip: !Number.isInteger(nid) });
  const invoice = data?.supplierInvoice;
  useDocumentTitle(invoice ? `Счёт поставщика № ${invoice.number}` : 'Счёт поставщика');
  if (!Number.isInteger(nid) || (data && !invoice)) return <NotFound />;
  return (
    <section className="page" aria-labelledby="supplier-invoice-title">
      <p>
        <Link to="/dmn/supplier-invoices">← Все счета поставщиков</Link>
      </p>
      {error && !data ? <QueryError what="счёт поставщика" onRetry={() => void refetch()} /> : null}
      {loading && !data ? <LoadingView label="Загружаем счёт…" /> : null}
      {invoice ? (
        <>
          <h1 id="supplier-invoice-title">Счёт № {invoice.number} от {formatDay(invoice.invoiceDate)}</h1>
          <p>
            <PaymentStateBadge state={invoice.paymentState} />{' '}
            <span className={styles.muted}>внес(ла) {invoice.createdByName} {formatMoment(invoice.createdAt)}</span>
          </p>
          <p>
            Поставщик: {invoice.supplierName} · по <Link to={`/dmn/supplier-orders/${invoice.supplierOrderNid}`}>заказу поставщику № {invoice.supplierOrderNid}</Link>
            {invoice.dueDate ? ` · оплатить до ${formatDay(invoice.dueDate)}` : ''}
          </p>
          <p className={styles.total}>
            Сумма: {formatPrice(invoice.amount)} · оплачено: {formatPrice(invoice.paid)} · осталось оплатить: {formatPrice(invoice.leftToPay)}
          </p>
          {invoice.comment ? <p>Комментарий: {invoice.comment}</p> : null}
          {invoice.leftToPay > 0 ? (
            <div className={styles.actions}>
              <Link className="button" to={`/dmn/payments/new?direction=OUT&invoice=${invoice.nid}&amount=${invoice.leftToPay}`}>Оплатить</Link>
            </div>
          ) : null}
          <InvoicePayments payments={invoice.payments} />
        </>
      ) : null}
    </section>
  );
}
