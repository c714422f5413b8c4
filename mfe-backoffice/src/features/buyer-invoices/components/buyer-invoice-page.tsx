import { useMutation } from '@shop/shared/apollo';
import { BuyerInvoiceDocument, CancelBuyerInvoiceDocument } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import { AnnulInvoice } from '../../../components/annul-invoice';
import { formatDate, formatDay } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { InvoicePayments } from '../../../components/invoice-payments';
import { annulment, InvoicePage, useInvoiceQuery } from '../../../components/invoice-page';
import { BuyerInvoiceEditor } from './buyer-invoice-editor';
import listStyles from '../../../components/list.module.css';
import { InvoiceLinesTable } from './invoice-lines-table';
import { DownloadInvoicePdf } from './download-invoice-pdf';
import { DocumentComment } from '../../../components/document-page';

/**
 * `/dmn/buyer-invoices/:nid`: the invoice, what is paid and left, its payments and the printable
 * form; a standing invoice is corrected («Изменить») or annulled here.
 */
export function BuyerInvoicePage() {
  // Sellers invoice and see what is paid; the payment records and taking the money are for those
  // who open «Платежи».
  const { nid, takesPayments, query } = useInvoiceQuery(BuyerInvoiceDocument);
  const [cancel] = useMutation(CancelBuyerInvoiceDocument);
  return (
    <InvoicePage
      nid={nid}
      kind="buyerInvoice"
      query={query}
      invoice={query.data?.buyerInvoice}
      heading={(shown) => `Счёт № ${shown.nid} от ${formatDate(shown.createdAt)}`}
      made="выставил(а)"
    >
      {(invoice) => (
        <>
          <p>
            Покупатель: <Link to={`/dmn/buyer-invoices/buyers/${invoice.buyerNid}`}>{invoice.buyerName}</Link>
            {invoice.buyerPhone ? `, ${invoice.buyerPhone}` : ''} · по{' '}
            <Link to={`/dmn/buyer-orders/${invoice.buyerOrderNid}`}>заказу № {invoice.buyerOrderNid}</Link> · оплатить
            до {formatDay(invoice.dueDate)}
          </p>
          <div className={listStyles.tableWrap}>
            <InvoiceLinesTable invoice={invoice} />
          </div>
          <p className={styles.total}>
            Оплачено: {formatPrice(invoice.paid)} · осталось оплатить:{' '}
            {invoice.cancelledAt ? '—' : formatPrice(invoice.leftToPay)}
          </p>
          <DocumentComment comment={invoice.comment} />
          {invoice.cancelledAt ? null : <BuyerInvoiceEditor key={invoice.nid} invoice={invoice} />}
          <div className={styles.actions}>
            <Link className="button" to="print">
              Печатная форма
            </Link>
            <DownloadInvoicePdf nid={invoice.nid} />
            {takesPayments && !invoice.cancelledAt && invoice.leftToPay > 0 ? (
              <Link
                className="button button--secondary"
                to={`/dmn/payments/new?direction=IN&invoice=${invoice.nid}&amount=${invoice.leftToPay}`}
              >
                Принять оплату
              </Link>
            ) : null}
            {invoice.cancelledAt ? null : (
              <AnnulInvoice title={`счёт № ${invoice.nid}`} onAnnul={annulment(() => cancel({ variables: { nid } }))} />
            )}
          </div>
          {invoice.payments ? <InvoicePayments payments={invoice.payments} /> : null}
        </>
      )}
    </InvoicePage>
  );
}
