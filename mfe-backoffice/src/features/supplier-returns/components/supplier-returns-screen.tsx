import { SupplierReturnPage } from './supplier-return-page';
import { SupplierReturnPrint } from './supplier-return-print';
import { SupplierReturnsList } from './supplier-returns-list';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/supplier-returns`: the returns, `:nid` one of them, `:nid/print` its waybill (a new one starts from an acceptance). */
export default function SupplierReturnsScreen() {
  return (
    <SectionRoutes
      index={<SupplierReturnsList />}
      routes={{ ':nid': <SupplierReturnPage />, ':nid/print': <SupplierReturnPrint /> }}
    />
  );
}
