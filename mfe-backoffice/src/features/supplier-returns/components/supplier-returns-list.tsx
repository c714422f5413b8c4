import { SupplierReturnsDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import styles from '../../../components/documents.module.css';
import { useListParams } from '../../../lib/use-list-params';
import { SupplierReturnFilters, supplierReturnFilterOf } from './supplier-return-filters';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';
import { usePagedQuery } from '../../../lib/use-paged-query';

/** `/dmn/supplier-returns`: returns to suppliers, newest first, filtered and paged in the address. */
export function SupplierReturnsList() {
  const list = useListParams();
  const filter = supplierReturnFilterOf(list.filter);
  const query = usePagedQuery(SupplierReturnsDocument, list, filter);
  const returns = query.data?.supplierReturns;
  return (
    <ListPage titleId="supplier-returns-title" title="Возвраты поставщикам" what="возвраты поставщикам" loadingLabel="Загружаем возвраты…"
      query={query} page={returns} list={list} empty={Object.keys(filter).length ? 'Таких возвратов нет. Измените отбор.' : 'Возвратов поставщикам пока нет.'}
      intro={
        <>
          <p className={styles.muted}>
            Возврат оформляется из проведённой приёмки: откройте её в разделе <Link to="/dmn/acceptance?status=POSTED">«Приёмка товара»</Link> и
            нажмите «Оформить возврат поставщику».
          </p>
          <SupplierReturnFilters value={list.filter} onChange={list.setFilters} />
        </>
      }
      columns={[
        documentColumns.link('Возврат поставщику'),
        documentColumns.created(),
        { title: 'Поставщик', cell: (supplierReturn) => supplierReturn.supplierName },
        { title: 'Приёмка', cell: (supplierReturn) => <Link to={`/dmn/acceptance/${supplierReturn.acceptanceNid}`}>№ {supplierReturn.acceptanceNid}</Link> },
        documentColumns.status(),
        documentColumns.total('total'),
      ]}
    />
  );
}
