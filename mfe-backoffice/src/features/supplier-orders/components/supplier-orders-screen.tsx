import { SupplierOrderDocument } from '../../../lib/graphql/operations.generated';
import { NewSupplierOrderPage } from './new-supplier-order-page';
import { NewSupplierPage, SupplierPage } from './supplier-page';
import { SupplierOrderView } from './supplier-order-page';
import { SupplierOrdersList } from './supplier-orders-list';
import { SuppliersList } from './suppliers-list';
import { documentRoutes } from '../../../components/document-routes';
import { SectionRoutes } from '../../../components/section-routes';

/**
 * `/dmn/supplier-orders`: the orders, `new` a new one, `:nid` one order; `suppliers` the
 * suppliers' cards, `suppliers/new` and `suppliers/:nid`.
 */
export default function SupplierOrdersScreen() {
  return (
    <SectionRoutes
      index={<SupplierOrdersList />}
      routes={{
        new: <NewSupplierOrderPage />,
        suppliers: <SuppliersList />,
        'suppliers/new': <NewSupplierPage />,
        'suppliers/:nid': <SupplierPage />,
        ...documentRoutes('supplierOrder', SupplierOrderDocument, SupplierOrderView),
      }}
    />
  );
}
