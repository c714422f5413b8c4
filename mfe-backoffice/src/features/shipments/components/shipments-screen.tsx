import { ShipmentDocument } from '../../../lib/graphql/operations.generated';
import { ShipmentView } from './shipment-page';
import { ShipmentSheet } from './shipment-print';
import { ShipmentsList } from './shipments-list';
import { documentRoutes } from '../../../components/document-routes';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/shipments`: the shipments, `:nid` one of them, `:nid/print` its «Расходная накладная» (a new one starts from a buyer order). */
export default function ShipmentsScreen() {
  return (
    <SectionRoutes
      index={<ShipmentsList />}
      routes={documentRoutes('shipment', ShipmentDocument, ShipmentView, ShipmentSheet)}
    />
  );
}
