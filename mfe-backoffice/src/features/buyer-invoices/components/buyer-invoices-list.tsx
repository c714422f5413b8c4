import { BuyerInvoicesDocument } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { formatDay } from '../../../lib/dates';
import { invoiceFilters, invoiceFilterOf } from '../../../components/invoice-filters';
import { InvoiceStateBadge } from '../../../components/invoice-state-badge';
import { NewBuyerInvoiceForm } from './new-buyer-invoice-form';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';

/** `/dmn/buyer-invoices`: invoices to buyers, newest first, with their paid state (or «Аннулирован»). */
export function BuyerInvoicesList() {
  return (
    <ListPage
      kind="buyerInvoice"
      source={{ document: BuyerInvoicesDocument, filterOf: invoiceFilterOf }}
      links={[{ to: 'buyers', text: 'Покупатели и их расчёты' }]}
      intro={<NewBuyerInvoiceForm />}
      filters={invoiceFilters('Отбор счетов')}
      columns={[
        documentColumns.link('buyerInvoice', 'Счёт'),
        documentColumns.created('Выставлен'),
        { title: 'Покупатель', cell: (invoice) => <Link to={`buyers/${invoice.buyerNid}`}>{invoice.buyerName}</Link> },
        documentColumns.reference('Заказ', 'buyer-orders', 'buyerOrderNid'),
        { title: 'Оплатить до', cell: (invoice) => formatDay(invoice.dueDate) },
        { title: 'Оплата', cell: (invoice) => <InvoiceStateBadge invoice={invoice} /> },
        documentColumns.total('total'),
      ]}
    />
  );
}
