import ProductCreatePage from './product-create-page';
import ProductEditPage from './product-edit-page';
import ProductListPage from './product-list-page';
import PriceListImportPage from './price-list-import-page';
import PriceListsPage from './price-lists-page';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/products`: the list, `add` for a new product, `:id` for one product's card, `price-lists` to import. */
export default function ProductsScreen() {
  return (
    <SectionRoutes
      index={<ProductListPage />}
      routes={{
        add: <ProductCreatePage />,
        'price-lists': <PriceListsPage />,
        'price-lists/:id': <PriceListImportPage />,
        ':id': <ProductEditPage />,
      }}
      notFound={false}
    />
  );
}
