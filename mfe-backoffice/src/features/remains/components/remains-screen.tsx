import { InventoryCountPage } from './inventory-count-page';
import { InventoryCountsPage } from './inventory-counts-page';
import { NewInventoryCountPage } from './new-inventory-count-page';
import { RemainsList } from './remains-list';
import { StockHistoryPage } from './stock-history-page';
import { SectionRoutes } from '../../../components/section-routes';

/**
 * `/dmn/remains`: the list of remains, `:nid` a product's movement history, `counts` the posted
 * inventory counts, `counts/new` a new count and `counts/:id` a posted one.
 */
export default function RemainsScreen() {
  return (
    <SectionRoutes
      index={<RemainsList />}
      routes={{
        counts: <InventoryCountsPage />,
        'counts/new': <NewInventoryCountPage />,
        'counts/:id': <InventoryCountPage />,
        ':nid': <StockHistoryPage />,
      }}
    />
  );
}
