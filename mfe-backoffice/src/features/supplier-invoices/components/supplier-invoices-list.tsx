import { useQuery } from '@shop/shared/apollo';
import { SupplierInvoicesDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice, LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { formatDay } from '../../../lib/dates';
import { InvoiceFilters, invoiceFilterOf } from '../../../components/invoice-filters';
import { InvoiceStateBadge } from '../../../components/invoice-state-badge';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import listStyles from '../../../components/list.module.css';
import { useListParams } from '../../../lib/use-list-params';
import { SupplierInvoiceForm } from './supplier-invoice-form';

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
        <div className={listStyles.tableWrap}>
          <table className={listStyles.table}>
            <thead>
              <tr>
                <th scope="col">Счёт</th>
                <th scope="col">Поставщик</th>
                <th scope="col">Заказ</th>
                <th scope="col">Оплатить до</th>
                <th scope="col">Оплата</th>
                <th scope="col" className={listStyles.number}>Сумма</th>
              </tr>
            </thead>
            <tbody>
              {invoices.items.map((invoice) => (
                <tr key={invoice.nid}>
                  <td><Link to={String(invoice.nid)}>Счёт № {invoice.number} от {formatDay(invoice.invoiceDate)}</Link></td>
                  <td>{invoice.supplierName}</td>
                  <td><Link to={`/dmn/supplier-orders/${invoice.supplierOrderNid}`}>№ {invoice.supplierOrderNid}</Link></td>
                  <td>{invoice.dueDate ? formatDay(invoice.dueDate) : '—'}</td>
                  <td><InvoiceStateBadge invoice={invoice} /></td>
                  <td className={listStyles.number}>{formatPrice(invoice.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {invoices ? <ListPager total={invoices.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
