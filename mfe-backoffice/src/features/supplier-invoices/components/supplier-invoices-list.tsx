import { useQuery } from '@shop/shared/apollo';
import { SupplierInvoicesDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice, LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { formatDay } from '../../../lib/dates';
import { InvoiceFilters, invoiceFilterOf } from '../../../components/invoice-filters';
import { InvoiceStateBadge } from '../../../components/invoice-state-badge';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import { useListParams } from '../../../lib/use-list-params';
import { SupplierInvoiceForm } from './supplier-invoice-form';
import { DataTable } from '../../../components/data-table';

/** `/dmn/supplier-invoices`: suppliers' invoices, newest first, with their paid state (or «Аннулирован»). */
export function SupplierInvoicesList() {
  useDocumentTitle('Счета поставщиков');
  const list = useListParams();
  const filter = invoiceFilterOf(list);
  const { data, loading, error, refetch } = useQuery(SupplierInvoicesDocument, { variables: { filter, skip: list.skip, limit: list.limit } });
  const invoices = data?.supplierInvoices;
  return (
    <section className="page" aria-labelledby="supplier-invoices-title">
      <h1 id="supplier-invoices-title">Счета поставщиков</h1>
      <SupplierInvoiceForm />
      <InvoiceFilters list={list} label="Отбор счетов поставщиков" />
      {error && !data ? <QueryError what="счета поставщиков" onRetry={() => void refetch()} /> : null}
      {loading && !data ? <LoadingView label="Загружаем счета…" /> : null}
      {invoices && invoices.items.length === 0 ? <EmptyList>{Object.keys(filter).length ? 'Таких счетов нет.' : 'Счетов поставщиков пока нет.'}</EmptyList> : null}
      {invoices && invoices.items.length > 0 ? (
        <DataTable
          rows={invoices.items}
          rowKey={(invoice) => invoice.nid}
          columns={[
            { title: 'Счёт', cell: (invoice) => <Link to={String(invoice.nid)}>Счёт № {invoice.number} от {formatDay(invoice.invoiceDate)}</Link> },
            { title: 'Поставщик', cell: (invoice) => invoice.supplierName },
            { title: 'Заказ', cell: (invoice) => <Link to={`/dmn/supplier-orders/${invoice.supplierOrderNid}`}>№ {invoice.supplierOrderNid}</Link> },
            { title: 'Оплатить до', cell: (invoice) => invoice.dueDate ? formatDay(invoice.dueDate) : '—' },
            { title: 'Оплата', cell: (invoice) => <InvoiceStateBadge invoice={invoice} /> },
            { title: 'Сумма', number: true, cell: (invoice) => formatPrice(invoice.amount) },
          ]}
        />
      ) : null}
      {invoices ? <ListPager total={invoices.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
