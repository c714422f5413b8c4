import { SupplierInvoicesDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatDay } from '../../../lib/dates';
import { InvoiceFilters, invoiceFilterOf } from '../../../components/invoice-filters';
import { InvoiceStateBadge } from '../../../components/invoice-state-badge';
import { SupplierInvoiceForm } from './supplier-invoice-form';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';
import { useFilteredList } from '../../../lib/use-paged-query';

/** `/dmn/supplier-invoices`: suppliers' invoices, newest first, with their paid state (or «Аннулирован»). */
export function SupplierInvoicesList() {
  const { list, query, filtered } = useFilteredList(SupplierInvoicesDocument, invoiceFilterOf);
  return (
    <ListPage
      titleId="supplier-invoices-title"
      title="Счета поставщиков"
      what="счета поставщиков"
      loadingLabel="Загружаем счета…"
      query={query}
      page={query.data?.supplierInvoices}
      list={list}
      empty={filtered ? 'Таких счетов нет.' : 'Счетов поставщиков пока нет.'}
      intro={
        <>
          <SupplierInvoiceForm />
          <InvoiceFilters list={list} label="Отбор счетов поставщиков" />
        </>
      }
      columns={[
        {
          title: 'Счёт',
          cell: (invoice) => (
            <Link to={String(invoice.nid)}>
              Счёт № {invoice.number} от {formatDay(invoice.invoiceDate)}
            </Link>
          ),
        },
        { title: 'Поставщик', cell: (invoice) => invoice.supplierName },
        {
          title: 'Заказ',
          cell: (invoice) => (
            <Link to={`/dmn/supplier-orders/${invoice.supplierOrderNid}`}>№ {invoice.supplierOrderNid}</Link>
          ),
        },
        { title: 'Оплатить до', cell: (invoice) => (invoice.dueDate ? formatDay(invoice.dueDate) : '—') },
        { title: 'Оплата', cell: (invoice) => <InvoiceStateBadge invoice={invoice} /> },
        documentColumns.total('amount'),
      ]}
    />
  );
}
