import { useMutation, useQuery } from '@shop/shared/apollo';
import { BuyerInvoiceDocument, CancelBuyerInvoiceDocument } from '@shop/shared/graphql';
import { Link, useParams } from '@shop/shared/router';
import { formatPrice, LoadingView, NotFound, useDocumentTitle } from '@shop/shared/ui';
import { attempt } from '../../../lib/mutation-failure';
import { AnnulInvoice } from '../../../components/annul-invoice';
import { formatDate, formatDay } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { InvoicePayments } from '../../../components/invoice-payments';
import { AnnulledNote, InvoiceSignatures } from '../../../components/invoice-signatures';
import { InvoiceStateBadge } from '../../../components/invoice-state-badge';
import { QueryError } from '../../../components/list-states';
import { useOpensSection } from '../../../lib/use-opens-section';
import { BuyerInvoiceEditor } from './buyer-invoice-editor';
import listStyles from '../../../components/list.module.css';
import { InvoiceLinesTable } from './invoice-lines-table';

/**
 * `/dmn/buyer-invoices/:nid`: the invoice, what is paid and left, its payments and the printable
 * form; a standing invoice is corrected («Изменить») or annulled here.
 */
export function BuyerInvoicePage() {
  const nid = Number(useParams().nid);
  // Sellers invoice and see what is paid; the payment records and taking the money are for those
  // who open «Платежи» (the API refuses the records to anyone else).
  const takesPayments = useOpensSection('payments');
  const { data, loading, error, refetch } = useQuery(BuyerInvoiceDocument, {
    variables: { nid, withPayments: takesPayments },
    skip: !Number.isInteger(nid),
  });
  const [cancel] = useMutation(CancelBuyerInvoiceDocument);
  useDocumentTitle(`Счёт № ${nid}`);
  const invoice = data?.buyerInvoice;
  if (!Number.isInteger(nid) || (data && !invoice)) return <NotFound />;
  const annul = async () => {
    const result = await attempt(() => cancel({ variables: { nid } }));
    return result.ok ? null : result.failure;
  };
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
            <InvoiceStateBadge invoice={invoice} /> <InvoiceSignatures invoice={invoice} made="выставил(а)" />
          </p>
          <AnnulledNote invoice={invoice} />
          <p>
            Покупатель: <Link to={`/dmn/buyer-invoices/buyers/${invoice.buyerNid}`}>{invoice.buyerName}</Link>
            {invoice.buyerPhone ? `, ${invoice.buyerPhone}` : ''} · по{' '}
            <Link to={`/dmn/buyer-orders/${invoice.buyerOrderNid}`}>заказу № {invoice.buyerOrderNid}</Link> · оплатить до {formatDay(invoice.dueDate)}
          </p>
          <div className={listStyles.tableWrap}>
            <InvoiceLinesTable invoice={invoice} />
          </div>
          <p className={styles.total}>
            Оплачено: {formatPrice(invoice.paid)} · осталось оплатить: {invoice.cancelledAt ? '—' : formatPrice(invoice.leftToPay)}
          </p>
          {invoice.comment ? <p>Комментарий: {invoice.comment}</p> : null}
          {invoice.cancelledAt ? null : <BuyerInvoiceEditor key={invoice.nid} invoice={invoice} />}
          <div className={styles.actions}>
            <Link className="button" to="print">Печатная форма</Link>
            {takesPayments && !invoice.cancelledAt && invoice.leftToPay > 0 ? (
              <Link className="button button--secondary" to={`/dmn/payments/new?direction=IN&invoice=${invoice.nid}&amount=${invoice.leftToPay}`}>
                Принять оплату
              </Link>
            ) : null}
            {invoice.cancelledAt ? null : <AnnulInvoice title={`счёт № ${invoice.nid}`} onAnnul={annul} />}
          </div>
          {invoice.payments ? <InvoicePayments payments={invoice.payments} /> : null}
        </>
      ) : null}
    </section>
  );
}
