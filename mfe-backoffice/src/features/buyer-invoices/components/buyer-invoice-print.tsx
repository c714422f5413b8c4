import { useQuery } from '@shop/shared/apollo';
import { invoiceSheet, qrDrawing } from '@shop/shared/invoice-sheet';
import { BuyerInvoiceDocument } from '../../../lib/graphql/operations.generated';
import { useAddressNid } from '../../../lib/use-document-query';
import { PrintSheet } from '../../../components/print-sheet';
import { useShopRequisites } from '../../../components/shop-requisites';
import listStyles from '../../../components/list.module.css';
import { DownloadInvoicePdf } from './download-invoice-pdf';
import styles from './print.module.css';

/** The payment QR code (ГОСТ Р 56042-2014) as the PDF draws it: one encoder for paper and file. */
function PaymentQr({ payload }: { payload: string }) {
  const { side, path } = qrDrawing(payload);
  return (
    <figure className={styles.payment}>
      <svg viewBox={`0 0 ${side} ${side}`} className={styles.qr} role="img" aria-label="QR-код для оплаты">
        <rect width={side} height={side} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <figcaption>
        <strong>Оплата по QR-коду</strong>
        <br />
        Наведите камеру приложения вашего банка на код: получатель, счёт, сумма и назначение платежа заполнятся сами.
      </figcaption>
    </figure>
  );
}

/**
 * `/dmn/buyer-invoices/:nid/print`: «Счёт на оплату» as it goes on paper; the menu stays off the print.
 * The sheet is `invoiceSheet`'s, the PDF's too (@shop/shared/invoice-sheet). An annulled invoice is stamped
 * «АННУЛИРОВАН» and has no payment QR, so a copy that reaches the buyer is not paid.
 */
export function BuyerInvoicePrint() {
  const nid = useAddressNid();
  const query = useQuery(BuyerInvoiceDocument, {
    variables: { nid, withPayments: false },
    skip: !Number.isInteger(nid),
  });
  const requisites = useShopRequisites();
  return (
    <PrintSheet kind="buyerInvoice" nid={nid} document={query.data?.buyerInvoice} styles={styles} query={query}>
      {(invoice, titleId) => {
        if (!requisites) return <p aria-busy="true">Загрузка реквизитов…</p>;
        const sheet = invoiceSheet(invoice, requisites);
        return (
          <>
            <div className={styles.screenOnly}>
              <DownloadInvoicePdf nid={invoice.nid} />
            </div>
            <section className={styles.requisites} aria-label="Поставщик">
              {sheet.supplier.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </section>
            <h1 id={titleId}>{sheet.title}</h1>
            {sheet.annulled ? <p className={styles.annulled}>{sheet.annulled}</p> : null}
            <p>{sheet.buyer}</p>
            <p>{sheet.basis}</p>
            <table className={listStyles.table}>
              <thead>
                <tr>
                  {sheet.columns.map((column, index) => (
                    <th key={column} scope="col" className={sheet.figures[index] ? listStyles.number : undefined}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sheet.rows.map((row) => (
                  <tr key={row[0]}>
                    {row.map((cell, index) => (
                      <td key={sheet.columns[index]} className={sheet.figures[index] ? listStyles.number : undefined}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={sheet.columns.length - 1}>
                    {sheet.totalRow[0]}
                  </th>
                  <td className={listStyles.number}>{sheet.totalRow[1]}</td>
                </tr>
              </tfoot>
            </table>
            <p className={styles.total}>{sheet.toPay}</p>
            <p className={styles.total}>{sheet.vat}</p>
            <p>{sheet.due}</p>
            <p>{sheet.signatures}</p>
            {sheet.paymentQr ? <PaymentQr payload={sheet.paymentQr} /> : null}
          </>
        );
      }}
    </PrintSheet>
  );
}
