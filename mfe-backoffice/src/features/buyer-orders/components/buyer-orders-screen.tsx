import { BuyerOrderCard } from './buyer-order-card';
import { BuyerOrdersList } from './buyer-orders-list';
import { FailedMailList } from './failed-mail-list';
import { WaitingOrders } from './waiting-orders';
import { SectionRoutes } from '../../../components/section-routes';

/**
 * `/dmn/buyer-orders/*`: the list, `:nid` an order's card, `waiting` the orders waiting for goods,
 * `mail` the failed messages (administrators).
 */
export default function BuyerOrdersScreen() {
  return (
    <SectionRoutes
      index={<BuyerOrdersList />}
      routes={{ ':nid': <BuyerOrderCard />, waiting: <WaitingOrders />, mail: <FailedMailList /> }}
    />
  );
}
