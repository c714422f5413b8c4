import { useMutation } from '@shop/shared/apollo';
import { CancelSupplierInvoiceDocument, SupplierInvoiceDocument } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import { AnnulInvoice } from '../../../components/annul-invoice';
import { formatDay } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { InvoicePayments } from '../../../components/invoice-payments';
import { annulment, InvoicePage, useInvoiceQuery } from '../../../components/invoice-page';
import { SupplierInvoiceEditor } from './supplier-invoice-editor';
import { DocumentComment } from '../../../components/document-page';

/** `/dmn/supplier-invoices/:nid`: the supplier's invoice, what is paid and left, its payments; corrected or annulled here. */
export function SupplierInvoicePage() {
  const { nid, takesPayments, query } = useInvoiceQuery(SupplierInvoiceDocument);
  const [cancel] = useMutation(CancelSupplierInvoiceDocument);
  const invoice = query.data?.supplierInvoice;
  return (
    <InvoicePage
      nid={nid}
      kind="supplierInvoice"
      title={invoice ? `Счёт поставщика № ${invoice.number}` : 'Счёт поставщика'}
      query={query}
      invoice={invoice}
      heading={(shown) => `Счёт № ${shown.number} от ${formatDay(shown.invoiceDate)}`}
      made="внес(ла)"
    >
      {(invoice) => (
        <>
          <p>
            Поставщик: {invoice.supplierName} · по{' '}
            <Link to={`/dmn/supplier-orders/${invoice.supplierOrderNid}`}>
              заказу поставщику № {invoice.supplierOrderNid}
            </Link>
            {invoice.dueDate ? ` · оплатить до ${formatDay(invoice.dueDate)}` : ''}
          </p>
          <p className={styles.total}>
            Сумма: {formatPrice(invoice.amount)} · оплачено: {formatPrice(invoice.paid)} · осталось оплатить:{' '}
            {invoice.cancelledAt ? '—' : formatPrice(invoice.leftToPay)}
          </p>
          <DocumentComment comment={invoice.comment} />
          {invoice.cancelledAt ? null : (
            <>
              <SupplierInvoiceEditor key={invoice.nid} invoice={invoice} />
              <div className={styles.actions}>
                {takesPayments && invoice.leftToPay > 0 ? (
                  <Link
                    className="button"
                    to={`/dmn/payments/new?direction=OUT&invoice=${invoice.nid}&amount=${invoice.leftToPay}`}
                  >
                    Оплатить
                  </Link>
                ) : null}
                <AnnulInvoice
                  title={`счёт № ${invoice.number}`}
                  onAnnul={annulment(() => cancel({ variables: { nid } }))}
                />
              </div>
            </>
          )}
          {invoice.payments ? <InvoicePayments payments={invoice.payments} /> : null}
        </>
      )}
    </InvoicePage>
  );
}
