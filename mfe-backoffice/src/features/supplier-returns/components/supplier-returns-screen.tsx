import { Route, Routes } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { SupplierReturnPage } from './supplier-return-page';
import { SupplierReturnPrint } from './supplier-return-print';
import { SupplierReturnsList } from './supplier-returns-list';

/** `/dmn/supplier-returns`: the returns, `:nid` one of them, `:nid/print` its waybill (a new one starts from an acceptance). */
export default function SupplierReturnsScreen() {
  return (
    <Routes>
      <Route index element={<SupplierReturnsList />} />
      <Route path=":nid" element={<SupplierReturnPage />} />
      <Route path=":nid/print" element={<SupplierReturnPrint />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
