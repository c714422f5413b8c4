import { SupplierReturnsDocument } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { supplierReturnFilterOf, useSupplierReturnFilters } from './supplier-return-filters';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';

/** `/dmn/supplier-returns`: returns to suppliers, newest first, filtered and paged in the address. */
export function SupplierReturnsList() {
  return (
    <ListPage
      kind="supplierReturn"
      source={{ document: SupplierReturnsDocument, filterOf: supplierReturnFilterOf }}
      hint={
        <>
          Возврат оформляется из проведённой приёмки: откройте её в разделе{' '}
          <Link to="/dmn/acceptance?status=POSTED">«Приёмка товара»</Link> и нажмите «Оформить возврат поставщику».
        </>
      }
      filters={useSupplierReturnFilters()}
      framed
      columns={[
        documentColumns.text('Поставщик', 'supplierName'),
        documentColumns.reference('Приёмка', 'acceptance', 'acceptanceNid'),
      ]}
    />
  );
}
