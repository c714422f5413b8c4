import { BuyerOrderCard } from './buyer-order-card';
import { BuyerOrdersList } from './buyer-orders-list';
import { FailedMailList } from './failed-mail-list';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/buyer-orders/*`: the list, `:nid` an order's card, `mail` the failed messages (administrators). */
export default function BuyerOrdersScreen() {
  return (
    <SectionRoutes index={<BuyerOrdersList />} routes={{ ':nid': <BuyerOrderCard />, mail: <FailedMailList /> }} />
  );
}
