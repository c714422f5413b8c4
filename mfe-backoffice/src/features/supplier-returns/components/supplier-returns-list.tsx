import { useQuery } from '@shop/shared/apollo';
import { SupplierReturnsDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { useDocumentTitle } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import { useListParams } from '../../../lib/use-list-params';
import { SupplierReturnFilters, supplierReturnFilterOf } from './supplier-return-filters';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';

/** `/dmn/supplier-returns`: returns to suppliers, newest first, filtered and paged in the address. */
export function SupplierReturnsList() {
  useDocumentTitle('Возвраты поставщикам');
  const list = useListParams();
  const filter = supplierReturnFilterOf(list.filter);
  const { data, loading, error, refetch } = useQuery(SupplierReturnsDocument, { variables: { filter, skip: list.skip, limit: list.limit } });
  const returns = data?.supplierReturns;
  return (
    <ListPage titleId="supplier-returns-title" title="Возвраты поставщикам" what="возвраты поставщикам" loadingLabel="Загружаем возвраты…"
      query={{ data, loading, error, refetch }} page={returns} list={list} empty={Object.keys(filter).length ? 'Таких возвратов нет. Измените отбор.' : 'Возвратов поставщикам пока нет.'}
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
