import { useMutation, useQuery } from '@shop/shared/apollo';
import { CancelSupplierInvoiceDocument, SupplierInvoiceDocument } from '@shop/shared/graphql';
import { Link, useParams } from '@shop/shared/router';
import { formatPrice, LoadingView, NotFound, useDocumentTitle } from '@shop/shared/ui';
import { attempt } from '../../../lib/mutation-failure';
import { AnnulInvoice } from '../../../components/annul-invoice';
import { formatDay } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { InvoicePayments } from '../../../components/invoice-payments';
import { AnnulledNote, InvoiceSignatures } from '../../../components/invoice-signatures';
import { InvoiceStateBadge } from '../../../components/invoice-state-badge';
import { QueryError } from '../../../components/list-states';
import { useOpensSection } from '../../../lib/use-opens-section';
import { SupplierInvoiceEditor } from './supplier-invoice-editor';

/** `/dmn/supplier-invoices/:nid`: the supplier's invoice, what is paid and left, its payments; corrected or annulled here. */
export function SupplierInvoicePage() {
  const nid = Number(useParams().nid);
  // The payment records are the payments section's (the API refuses them to anyone else).
  const takesPayments = useOpensSection('payments');
  const { data, loading, error, refetch } = useQuery(SupplierInvoiceDocument, {
    variables: { nid, withPayments: takesPayments },
    skip: !Number.isInteger(nid),
  });
  const [cancel] = useMutation(CancelSupplierInvoiceDocument);
  const invoice = data?.supplierInvoice;
  useDocumentTitle(invoice ? `Счёт поставщика № ${invoice.number}` : 'Счёт поставщика');
  if (!Number.isInteger(nid) || (data && !invoice)) return <NotFound />;
  const annul = async () => {
    const result = await attempt(() => cancel({ variables: { nid } }));
    return result.ok ? null : result.failure;
  };
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
            <InvoiceStateBadge invoice={invoice} /> <InvoiceSignatures invoice={invoice} made="внес(ла)" />
          </p>
          <AnnulledNote invoice={invoice} />
          <p>
            Поставщик: {invoice.supplierName} · по <Link to={`/dmn/supplier-orders/${invoice.supplierOrderNid}`}>заказу поставщику № {invoice.supplierOrderNid}</Link>
            {invoice.dueDate ? ` · оплатить до ${formatDay(invoice.dueDate)}` : ''}
          </p>
          <p className={styles.total}>
            Сумма: {formatPrice(invoice.amount)} · оплачено: {formatPrice(invoice.paid)} · осталось оплатить:{' '}
            {invoice.cancelledAt ? '—' : formatPrice(invoice.leftToPay)}
          </p>
          {invoice.comment ? <p>Комментарий: {invoice.comment}</p> : null}
          {invoice.cancelledAt ? null : (
            <>
              <SupplierInvoiceEditor key={invoice.nid} invoice={invoice} />
              <div className={styles.actions}>
                {takesPayments && invoice.leftToPay > 0 ? (
                  <Link className="button" to={`/dmn/payments/new?direction=OUT&invoice=${invoice.nid}&amount=${invoice.leftToPay}`}>Оплатить</Link>
                ) : null}
                <AnnulInvoice title={`счёт № ${invoice.number}`} onAnnul={annul} />
              </div>
            </>
          )}
          {invoice.payments ? <InvoicePayments payments={invoice.payments} /> : null}
        </>
      ) : null}
    </section>
  );
}
