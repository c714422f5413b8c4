import { RouteSheetPage } from './route-sheet-page';
import { RouteSheetPrint } from './route-sheet-print';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/delivery`: the day's route sheet (`?date=&driver=`), `print` its printable form. */
export default function DeliveryScreen() {
  return <SectionRoutes index={<RouteSheetPage />} routes={{ print: <RouteSheetPrint /> }} />;
}
