import { Route, Routes } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { ShipmentPage } from './shipment-page';
import { ShipmentPrint } from './shipment-print';
import { ShipmentsList } from './shipments-list';

/** `/dmn/shipments`: the shipments, `:nid` one of them, `:nid/print` its «Расходная накладная» (a new one starts from a buyer order). */
export default function ShipmentsScreen() {
  return (
    <Routes>
      <Route index element={<ShipmentsList />} />
      <Route path=":nid" element={<ShipmentPage />} />
      <Route path=":nid/print" element={<ShipmentPrint />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
