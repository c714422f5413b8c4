// Standalone: the catalogue's pages with their own router, Apollo client and store.
import { Outlet } from '@shop/shared/router';
import { mountStandalone, StandaloneFrame } from '@shop/shared/standalone';
import HomePage from './exposes/home-page';
import CatalogPage from './exposes/catalog-page';
import ProductPage from './exposes/product-page';
import SearchPage from './exposes/search-page';

mountStandalone([
  {
    path: '/',
    element: (
      <StandaloneFrame>
        <main>
          <Outlet />
        </main>
      </StandaloneFrame>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: 'product/:nid', element: <ProductPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: '*', element: <CatalogPage /> },
    ],
  },
]);
