// Standalone: the cart pages and the header button with their own router, Apollo client and store.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from '@shop/shared/router';
import '@shop/shared/theme';
import { ApolloProvider, createApolloClient } from '@shop/shared/apollo';
import CartButton from './exposes/cart-button';
import CartPage from './exposes/cart-page';

const router = createBrowserRouter([
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
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <ApolloProvider client={createApolloClient()}>
    <RouterProvider router={router} />
  </ApolloProvider>,
);
