import { BuyerOrderCard } from './buyer-order-card';
import { BuyerOrdersList } from './buyer-orders-list';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/buyer-orders/*`: the list, and `:nid` an order's card. */
export default function BuyerOrdersScreen() {
  return <SectionRoutes index={<BuyerOrdersList />} routes={{ ':nid': <BuyerOrderCard /> }} />;
}
