import { Route, Routes } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { InventoryCountPage } from './inventory-count-page';
import { InventoryCountsPage } from './inventory-counts-page';
import { NewInventoryCountPage } from './new-inventory-count-page';
import { RemainsList } from './remains-list';
import { StockHistoryPage } from './stock-history-page';

/**
 * `/dmn/remains`: the list of remains, `:nid` a product's movement history, `counts` the posted
 * inventory counts, `counts/new` a new count and `counts/:id` a posted one.
 */
export default function RemainsScreen() {
  return (
    <Routes>
      <Route index element={<RemainsList />} />
      <Route path="counts" element={<InventoryCountsPage />} />
      <Route path="counts/new" element={<NewInventoryCountPage />} />
      <Route path="counts/:id" element={<InventoryCountPage />} />
      <Route path=":nid" element={<StockHistoryPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
