// Standalone: the catalogue's pages with their own router, Apollo client and store.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Outlet, useRoutes, type RouteObject } from '@shop/shared/router';
import '@shop/shared/theme';
import { ApolloProvider, createApolloClient } from '@shop/shared/apollo';
import HomePage from './exposes/home-page';
import CatalogPage from './exposes/catalog-page';
import ProductPage from './exposes/product-page';
import SearchPage from './exposes/search-page';

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <main style={{ maxWidth: '75rem', margin: '0 auto', padding: '1rem' }}>
        <Outlet />
      </main>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: 'product/:nid', element: <ProductPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: '*', element: <CatalogPage /> },
    ],
  },
];

function StandaloneRoutes() {
  return useRoutes(routes);
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ApolloProvider client={createApolloClient()}>
    <BrowserRouter>
      <StandaloneRoutes />
    </BrowserRouter>
  </ApolloProvider>,
);
