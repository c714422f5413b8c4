import { Route, Routes } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { RouteSheetPage } from './route-sheet-page';
import { RouteSheetPrint } from './route-sheet-print';

/** `/dmn/delivery`: the day's route sheet (`?date=&driver=`), `print` its printable form. */
export default function DeliveryScreen() {
  return (
    <Routes>
      <Route index element={<RouteSheetPage />} />
      <Route path="print" element={<RouteSheetPrint />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
