import ProductCreatePage from './product-create-page';
import ProductEditPage from './product-edit-page';
import ProductListPage from './product-list-page';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/products`: the list, `add` for a new product, `:id` for one product's card. */
export default function ProductsScreen() {
  return (
    <SectionRoutes
      index={<ProductListPage />}
      routes={{ add: <ProductCreatePage />, ':id': <ProductEditPage /> }}
      notFound={false}
    />
  );
}
