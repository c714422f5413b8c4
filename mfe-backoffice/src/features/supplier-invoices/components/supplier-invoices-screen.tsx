import { Route, Routes } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { SupplierInvoicePage } from './supplier-invoice-page';
import { SupplierInvoicesList } from './supplier-invoices-list';

/** `/dmn/supplier-invoices`: invoices received from suppliers, `:nid` one of them. */
export default function SupplierInvoicesScreen() {
  return (
    <Routes>
      <Route index element={<SupplierInvoicesList />} />
      <Route path=":nid" element={<SupplierInvoicePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
