import { Route, Routes } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { BuyerInvoicePage } from './buyer-invoice-page';
import { BuyerInvoicePrint } from './buyer-invoice-print';
import { BuyerInvoicesList } from './buyer-invoices-list';
import { BuyerPage } from './buyer-page';
import { BuyersList } from './buyers-list';

/** `/dmn/buyer-invoices`: invoices to buyers, `:nid` one, `:nid/print` its printable form, `buyers` the buyers. */
export default function BuyerInvoicesScreen() {
  return (
    <Routes>
      <Route index element={<BuyerInvoicesList />} />
      <Route path="buyers" element={<BuyersList />} />
      <Route path="buyers/:nid" element={<BuyerPage />} />
      <Route path=":nid" element={<BuyerInvoicePage />} />
      <Route path=":nid/print" element={<BuyerInvoicePrint />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
