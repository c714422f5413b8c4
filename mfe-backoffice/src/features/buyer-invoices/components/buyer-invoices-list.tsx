import { useQuery } from '@shop/shared/apollo';
import { BuyerInvoicesDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice, LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { formatDay, formatMoment } from '../../../lib/dates';
import { InvoiceFilters, invoiceFilterOf } from '../../../components/invoice-filters';
import { InvoiceStateBadge } from '../../../components/invoice-state-badge';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import { useListParams } from '../../../lib/use-list-params';
import { NewBuyerInvoiceForm } from './new-buyer-invoice-form';
import { DataTable } from '../../../components/data-table';

/** `/dmn/buyer-invoices`: invoices to buyers, newest first, with their paid state (or «Аннулирован»). */
export function BuyerInvoicesList() {
  useDocumentTitle('Счета покупателям');
  const list = useListParams();
  const filter = invoiceFilterOf(list);
  const { data, loading, error, refetch } = useQuery(BuyerInvoicesDocument, { variables: { filter, skip: list.skip, limit: list.limit } });
  const invoices = data?.buyerInvoices;
  const filtered = Object.keys(filter).length > 0;
  return (
    <section className="page" aria-labelledby="buyer-invoices-title">
      <h1 id="buyer-invoices-title">Счета покупателям</h1>
      <p>
        <Link to="buyers">Покупатели и их расчёты</Link>
      </p>
      <NewBuyerInvoiceForm />
      <InvoiceFilters list={list} label="Отбор счетов" />
      {error && !data ? <QueryError what="счета" onRetry={() => void refetch()} /> : null}
      {loading && !data ? <LoadingView label="Загружаем счета…" /> : null}
      {invoices && invoices.items.length === 0 ? <EmptyList>{filtered ? 'Таких счетов нет.' : 'Счетов пока нет.'}</EmptyList> : null}
      {invoices && invoices.items.length > 0 ? (
        <DataTable
          rows={invoices.items}
          rowKey={(invoice) => invoice.nid}
          columns={[
            { title: 'Счёт', cell: (invoice) => <Link to={String(invoice.nid)}>Счёт № {invoice.nid}</Link> },
            { title: 'Выставлен', cell: (invoice) => formatMoment(invoice.createdAt) },
            { title: 'Покупатель', cell: (invoice) => <Link to={`buyers/${invoice.buyerNid}`}>{invoice.buyerName}</Link> },
            { title: 'Заказ', cell: (invoice) => <Link to={`/dmn/buyer-orders/${invoice.buyerOrderNid}`}>№ {invoice.buyerOrderNid}</Link> },
            { title: 'Оплатить до', cell: (invoice) => formatDay(invoice.dueDate) },
            { title: 'Оплата', cell: (invoice) => <InvoiceStateBadge invoice={invoice} /> },
            { title: 'Сумма', number: true, cell: (invoice) => formatPrice(invoice.total) },
          ]}
        />
      ) : null}
      {invoices ? <ListPager total={invoices.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
