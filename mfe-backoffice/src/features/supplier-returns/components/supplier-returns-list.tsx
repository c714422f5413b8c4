import { useQuery } from '@shop/shared/apollo';
import { SupplierReturnsDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice, LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { formatMoment } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { StatusBadge } from '../../../components/status-badge';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import { useListParams } from '../../../lib/use-list-params';
import { SupplierReturnFilters, supplierReturnFilterOf } from './supplier-return-filters';
import { DataTable } from '../../../components/data-table';

/** `/dmn/supplier-returns`: returns to suppliers, newest first, filtered and paged in the address. */
export function SupplierReturnsList() {
  useDocumentTitle('Возвраты поставщикам');
  const list = useListParams();
  const filter = supplierReturnFilterOf(list.filter);
  const { data, loading, error, refetch } = useQuery(SupplierReturnsDocument, { variables: { filter, skip: list.skip, limit: list.limit } });
  const returns = data?.supplierReturns;
  return (
    <section className="page" aria-labelledby="supplier-returns-title">
      <h1 id="supplier-returns-title">Возвраты поставщикам</h1>
      <p className={styles.muted}>
        Возврат оформляется из проведённой приёмки: откройте её в разделе <Link to="/dmn/acceptance?status=POSTED">«Приёмка товара»</Link> и
        нажмите «Оформить возврат поставщику».
      </p>
      <SupplierReturnFilters value={list.filter} onChange={list.setFilters} />
      {error && !data ? <QueryError what="возвраты поставщикам" onRetry={() => void refetch()} /> : null}
      {loading && !data ? <LoadingView label="Загружаем возвраты…" /> : null}
      {returns && returns.items.length === 0 ? (
        <EmptyList>{Object.keys(filter).length ? 'Таких возвратов нет. Измените отбор.' : 'Возвратов поставщикам пока нет.'}</EmptyList>
      ) : null}
      {returns && returns.items.length > 0 ? (
        <DataTable
          rows={returns.items}
          rowKey={(supplierReturn) => supplierReturn.nid}
          columns={[
            { title: 'Документ', cell: (supplierReturn) => <Link to={String(supplierReturn.nid)}>Возврат поставщику № {supplierReturn.nid}</Link> },
            { title: 'Создан', cell: (supplierReturn) => formatMoment(supplierReturn.createdAt) },
            { title: 'Поставщик', cell: (supplierReturn) => supplierReturn.supplierName },
            { title: 'Приёмка', cell: (supplierReturn) => <Link to={`/dmn/acceptance/${supplierReturn.acceptanceNid}`}>№ {supplierReturn.acceptanceNid}</Link> },
            { title: 'Статус', cell: (supplierReturn) => <StatusBadge status={supplierReturn.status} /> },
            { title: 'Сумма', number: true, cell: (supplierReturn) => formatPrice(supplierReturn.total) },
          ]}
        />
      ) : null}
      {returns ? <ListPager total={returns.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
