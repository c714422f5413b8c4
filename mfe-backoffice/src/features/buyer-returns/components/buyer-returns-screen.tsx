import { Route, Routes } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { BuyerReturnPage } from './buyer-return-page';
import { BuyerReturnsList } from './buyer-returns-list';

/** `/dmn/buyer-returns`: the returns, `:nid` one of them (a new one starts from a posted shipment). */
export default function BuyerReturnsScreen() {
  return (
    <Routes>
      <Route index element={<BuyerReturnsList />} />
      <Route path=":nid" element={<BuyerReturnPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
