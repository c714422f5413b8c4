import { Route, Routes } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { NewPaymentPage } from './new-payment-page';
import { PaymentPage } from './payment-page';
import { PaymentsList } from './payments-list';

/** `/dmn/payments`: money in and out, `new` a draft, `:nid` one payment. */
export default function PaymentsScreen() {
  return (
    <Routes>
      <Route index element={<PaymentsList />} />
      <Route path="new" element={<NewPaymentPage />} />
      <Route path=":nid" element={<PaymentPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
