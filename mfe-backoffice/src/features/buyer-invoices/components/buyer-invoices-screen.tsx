import { BuyerInvoicePage } from './buyer-invoice-page';
import { BuyerInvoicePrint } from './buyer-invoice-print';
import { BuyerInvoicesList } from './buyer-invoices-list';
import { BuyerPage } from './buyer-page';
import { BuyersList } from './buyers-list';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/buyer-invoices`: invoices to buyers, `:nid` one, `:nid/print` its printable form, `buyers` the buyers. */
export default function BuyerInvoicesScreen() {
  return (
    <SectionRoutes
      index={<BuyerInvoicesList />}
      routes={{
        buyers: <BuyersList />,
        'buyers/:nid': <BuyerPage />,
        ':nid': <BuyerInvoicePage />,
        ':nid/print': <BuyerInvoicePrint />,
      }}
    />
  );
}
