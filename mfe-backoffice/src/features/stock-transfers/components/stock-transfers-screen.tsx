import { StockTransferDocument } from '../../../lib/graphql/operations.generated';
import { StockTransferView } from './stock-transfer-page';
import { StockTransferSheet } from './stock-transfer-print';
import { StockTransfersList } from './stock-transfers-list';
import { documentRoutes } from '../../../components/document-routes';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/stock-transfers`: the transfers, `:nid` one of them, `:nid/print` its waybill. */
export default function StockTransfersScreen() {
  return (
    <SectionRoutes
      index={<StockTransfersList />}
      routes={documentRoutes('stockTransfer', StockTransferDocument, StockTransferView, StockTransferSheet)}
    />
  );
}
