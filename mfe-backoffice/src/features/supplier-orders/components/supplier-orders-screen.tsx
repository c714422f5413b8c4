import { Route, Routes } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { NewSupplierOrderPage } from './new-supplier-order-page';
import { NewSupplierPage, SupplierPage } from './supplier-page';
import { SupplierOrderPage } from './supplier-order-page';
import { SupplierOrdersList } from './supplier-orders-list';
import { SuppliersList } from './suppliers-list';

/**
 * `/dmn/supplier-orders`: the orders, `new` a new one, `:nid` one order; `suppliers` the
 * suppliers' cards, `suppliers/new` and `suppliers/:nid`.
 */
export default function SupplierOrdersScreen() {
  return (
    <Routes>
      <Route index element={<SupplierOrdersList />} />
      <Route path="new" element={<NewSupplierOrderPage />} />
      <Route path="suppliers" element={<SuppliersList />} />
      <Route path="suppliers/new" element={<NewSupplierPage />} />
      <Route path="suppliers/:nid" element={<SupplierPage />} />
      <Route path=":nid" element={<SupplierOrderPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
