import { SupplierInvoicePage } from './supplier-invoice-page';
import { SupplierInvoicesList } from './supplier-invoices-list';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/supplier-invoices`: invoices received from suppliers, `:nid` one of them. */
export default function SupplierInvoicesScreen() {
  return <SectionRoutes index={<SupplierInvoicesList />} routes={{ ':nid': <SupplierInvoicePage /> }} />;
}
