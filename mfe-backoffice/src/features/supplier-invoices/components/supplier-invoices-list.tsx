import { SupplierInvoicesDocument } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { formatDay } from '../../../lib/dates';
import { invoiceFilters, invoiceFilterOf } from '../../../components/invoice-filters';
import { InvoiceStateBadge } from '../../../components/invoice-state-badge';
import { SupplierInvoiceForm } from './supplier-invoice-form';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';

/** `/dmn/supplier-invoices`: suppliers' invoices, newest first, with their paid state (or «Аннулирован»). */
export function SupplierInvoicesList() {
  return (
    <ListPage
      kind="supplierInvoice"
      source={{ document: SupplierInvoicesDocument, filterOf: invoiceFilterOf }}
      intro={<SupplierInvoiceForm />}
      filters={invoiceFilters('Отбор счетов поставщиков')}
      columns={[
        {
          title: 'Счёт',
          cell: (invoice) => (
            <Link to={String(invoice.nid)}>
              Счёт № {invoice.number} от {formatDay(invoice.invoiceDate)}
            </Link>
          ),
        },
        documentColumns.text('Поставщик', 'supplierName'),
        documentColumns.reference('Заказ', 'supplier-orders', 'supplierOrderNid'),
        { title: 'Оплатить до', cell: (invoice) => (invoice.dueDate ? formatDay(invoice.dueDate) : '—') },
        { title: 'Оплата', cell: (invoice) => <InvoiceStateBadge invoice={invoice} /> },
        documentColumns.total('amount'),
      ]}
    />
  );
}
