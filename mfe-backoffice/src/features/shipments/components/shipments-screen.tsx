import { ShipmentPage } from './shipment-page';
import { ShipmentPrint } from './shipment-print';
import { ShipmentsList } from './shipments-list';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/shipments`: the shipments, `:nid` one of them, `:nid/print` its «Расходная накладная» (a new one starts from a buyer order). */
export default function ShipmentsScreen() {
  return (
    <SectionRoutes index={<ShipmentsList />} routes={{ ':nid': <ShipmentPage />, ':nid/print': <ShipmentPrint /> }} />
  );
}
