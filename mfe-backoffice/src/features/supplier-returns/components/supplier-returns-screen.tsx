import { SupplierReturnDocument } from '../../../lib/graphql/operations.generated';
import { SupplierReturnView } from './supplier-return-page';
import { SupplierReturnSheet } from './supplier-return-print';
import { SupplierReturnsList } from './supplier-returns-list';
import { documentRoutes } from '../../../components/document-routes';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/supplier-returns`: the returns, `:nid` one of them, `:nid/print` its waybill (a new one starts from an acceptance). */
export default function SupplierReturnsScreen() {
  return (
    <SectionRoutes
      index={<SupplierReturnsList />}
      routes={documentRoutes('supplierReturn', SupplierReturnDocument, SupplierReturnView, SupplierReturnSheet)}
    />
  );
}
