import { Route, Routes } from '@shop/shared/router';
import ProductCreatePage from './product-create-page';
import ProductEditPage from './product-edit-page';
import ProductListPage from './product-list-page';

/** `/dmn/products`: the list, `add` for a new product, `:id` for one product's card. */
export default function ProductsScreen() {
  return (
    <Routes>
      <Route index element={<ProductListPage />} />
      <Route path="add" element={<ProductCreatePage />} />
      <Route path=":id" element={<ProductEditPage />} />
    </Routes>
  );
}
