import { BuyerInvoicesDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatDay, formatMoment } from '../../../lib/dates';
import { InvoiceFilters, invoiceFilterOf } from '../../../components/invoice-filters';
import { InvoiceStateBadge } from '../../../components/invoice-state-badge';
import { NewBuyerInvoiceForm } from './new-buyer-invoice-form';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';
import { useFilteredList } from '../../../lib/use-paged-query';

/** `/dmn/buyer-invoices`: invoices to buyers, newest first, with their paid state (or «Аннулирован»). */
export function BuyerInvoicesList() {
  const { list, query, filtered } = useFilteredList(BuyerInvoicesDocument, invoiceFilterOf);
  return (
    <ListPage
      titleId="buyer-invoices-title"
      title="Счета покупателям"
      what="счета"
      loadingLabel="Загружаем счета…"
      query={query}
      page={query.data?.buyerInvoices}
      list={list}
      empty={filtered ? 'Таких счетов нет.' : 'Счетов пока нет.'}
      intro={
        <>
          <p>
            <Link to="buyers">Покупатели и их расчёты</Link>
          </p>
          <NewBuyerInvoiceForm />
          <InvoiceFilters list={list} label="Отбор счетов" />
        </>
      }
      columns={[
        documentColumns.link('Счёт', 'Счёт'),
        { title: 'Выставлен', cell: (invoice) => formatMoment(invoice.createdAt) },
        { title: 'Покупатель', cell: (invoice) => <Link to={`buyers/${invoice.buyerNid}`}>{invoice.buyerName}</Link> },
        {
          title: 'Заказ',
          cell: (invoice) => <Link to={`/dmn/buyer-orders/${invoice.buyerOrderNid}`}>№ {invoice.buyerOrderNid}</Link>,
        },
        { title: 'Оплатить до', cell: (invoice) => formatDay(invoice.dueDate) },
        { title: 'Оплата', cell: (invoice) => <InvoiceStateBadge invoice={invoice} /> },
        documentColumns.total('total'),
      ]}
    />
  );
}
