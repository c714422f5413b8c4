// Standalone: the cart pages and the header button with their own router, Apollo client and store.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Outlet, useRoutes, type RouteObject } from '@shop/shared/router';
import '@shop/shared/theme';
import { ApolloProvider, createApolloClient } from '@shop/shared/apollo';
import CartButton from './exposes/cart-button';
import CartPage from './exposes/cart-page';

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <div style={{ maxWidth: '75rem', margin: '0 auto', padding: '1rem' }}>
        <header style={{ display: 'flex', justifyContent: 'flex-end', paddingBottom: '1rem' }}>
          <CartButton />
        </header>
        <Outlet />
      </div>
    ),
    children: [
      { index: true, element: <Navigate to="/cart" replace /> },
      { path: 'cart/*', element: <CartPage /> },
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
