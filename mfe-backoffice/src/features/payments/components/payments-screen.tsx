import { NewPaymentPage } from './new-payment-page';
import { PaymentPage } from './payment-page';
import { PaymentsList } from './payments-list';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/payments`: money in and out, `new` a draft, `:nid` one payment. */
export default function PaymentsScreen() {
  return <SectionRoutes index={<PaymentsList />} routes={{ new: <NewPaymentPage />, ':nid': <PaymentPage /> }} />;
}
