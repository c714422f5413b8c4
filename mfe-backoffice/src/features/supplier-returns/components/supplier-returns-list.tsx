import { SupplierReturnsDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import styles from '../../../components/documents.module.css';
import { SupplierReturnFilters, supplierReturnFilterOf } from './supplier-return-filters';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';
import { useFilteredList } from '../../../lib/use-paged-query';

/** `/dmn/supplier-returns`: returns to suppliers, newest first, filtered and paged in the address. */
export function SupplierReturnsList() {
  const { list, query, filtered } = useFilteredList(SupplierReturnsDocument, (list) =>
    supplierReturnFilterOf(list.filter),
  );
  return (
    <ListPage
      titleId="supplier-returns-title"
      title="Возвраты поставщикам"
      what="возвраты поставщикам"
      loadingLabel="Загружаем возвраты…"
      query={query}
      page={query.data?.supplierReturns}
      list={list}
      empty={filtered ? 'Таких возвратов нет. Измените отбор.' : 'Возвратов поставщикам пока нет.'}
      intro={
        <>
          <p className={styles.muted}>
            Возврат оформляется из проведённой приёмки: откройте её в разделе{' '}
            <Link to="/dmn/acceptance?status=POSTED">«Приёмка товара»</Link> и нажмите «Оформить возврат поставщику».
          </p>
          <SupplierReturnFilters value={list.filter} onChange={list.setFilters} />
        </>
      }
      columns={[
        documentColumns.link('Возврат поставщику'),
        documentColumns.created(),
        { title: 'Поставщик', cell: (supplierReturn) => supplierReturn.supplierName },
        {
          title: 'Приёмка',
          cell: (supplierReturn) => (
            <Link to={`/dmn/acceptance/${supplierReturn.acceptanceNid}`}>№ {supplierReturn.acceptanceNid}</Link>
          ),
        },
        documentColumns.status(),
        documentColumns.total('total'),
      ]}
    />
  );
}
