import { useQuery } from '@shop/shared/apollo';
import { BuyerInvoiceDocument } from '../../../lib/graphql/operations.generated';
import { formatPrice } from '@shop/shared/ui';
import { useAddressNid } from '../../../lib/use-document-query';
import { formatDate, formatDay } from '../../../lib/dates';
import { PrintSheet, ShopRequisites } from '../../../components/print-sheet';
import { InvoiceLinesTable } from './invoice-lines-table';
import styles from './print.module.css';

/**
 * `/dmn/buyer-invoices/:nid/print`: «Счёт на оплату» as it goes on paper; the menu stays off the print.
 * An annulled invoice is stamped «АННУЛИРОВАН», so a copy that reaches the buyer is not paid.
 */
export function BuyerInvoicePrint() {
  const nid = useAddressNid();
  const query = useQuery(BuyerInvoiceDocument, {
    variables: { nid, withPayments: false },
    skip: !Number.isInteger(nid),
  });
  return (
    <PrintSheet kind="buyerInvoice" nid={nid} document={query.data?.buyerInvoice} styles={styles} query={query}>
      {(invoice, titleId) => (
        <>
          <section className={styles.requisites} aria-label="Поставщик">
            <ShopRequisites />
          </section>
          <h1 id={titleId}>
            Счёт на оплату № {invoice.nid} от {formatDate(invoice.createdAt)}
          </h1>
          {invoice.cancelledAt ? (
            <p className={styles.annulled}>АННУЛИРОВАН {formatDate(invoice.cancelledAt)} — к оплате не принимается</p>
          ) : null}
          <p>
            Покупатель: {invoice.buyerName}
            {invoice.buyerInn ? `, ИНН ${invoice.buyerInn}` : ''}
            {invoice.buyerPhone ? `, тел. ${invoice.buyerPhone}` : ''}
            {invoice.buyerAddress ? `, ${invoice.buyerAddress}` : ''}
          </p>
          <p>Основание: заказ № {invoice.buyerOrderNid}</p>
          <InvoiceLinesTable invoice={invoice} />
          <p className={styles.total}>Итого к оплате: {formatPrice(invoice.total)}</p>
          <p className={styles.total}>Без НДС</p>
          <p>Оплатить до {formatDay(invoice.dueDate)}.</p>
          <p>Руководитель ____________ Бухгалтер ____________</p>
        </>
      )}
    </PrintSheet>
  );
}
