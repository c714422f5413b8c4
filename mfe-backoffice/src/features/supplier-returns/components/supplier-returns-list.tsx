import { useQuery } from '@shop/shared/apollo';
import { SupplierReturnsDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice, LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { formatMoment } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { StatusBadge } from '../../../components/status-badge';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import listStyles from '../../../components/list.module.css';
import { useListParams } from '../../../lib/use-list-params';
import { SupplierReturnFilters, supplierReturnFilterOf } from './supplier-return-filters';

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
        <div className={listStyles.tableWrap}>
          <table className={listStyles.table}>
            <thead>
              <tr>
                <th scope="col">Документ</th>
                <th scope="col">Создан</th>
                <th scope="col">Поставщик</th>
                <th scope="col">Приёмка</th>
                <th scope="col">Статус</th>
                <th scope="col" className={listStyles.number}>Сумма</th>
              </tr>
            </thead>
            <tbody>
              {returns.items.map((supplierReturn) => (
                <tr key={supplierReturn.nid}>
                  <td><Link to={String(supplierReturn.nid)}>Возврат поставщику № {supplierReturn.nid}</Link></td>
                  <td>{formatMoment(supplierReturn.createdAt)}</td>
                  <td>{supplierReturn.supplierName}</td>
                  <td><Link to={`/dmn/acceptance/${supplierReturn.acceptanceNid}`}>№ {supplierReturn.acceptanceNid}</Link></td>
                  <td><StatusBadge status={supplierReturn.status} /></td>
                  <td className={listStyles.number}>{formatPrice(supplierReturn.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {returns ? <ListPager total={returns.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
