import { Route, Routes } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { BuyerOrderCard } from './buyer-order-card';
import { BuyerOrdersList } from './buyer-orders-list';

/** `/dmn/buyer-orders/*`: the list, and `:nid` an order's card. */
export default function BuyerOrdersScreen() {
  return (
    <Routes>
      <Route index element={<BuyerOrdersList />} />
      <Route path=":nid" element={<BuyerOrderCard />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
