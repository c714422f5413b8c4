// Standalone: the cart pages and the header button with their own router, Apollo client and store.
import { Navigate, Outlet } from '@shop/shared/router';
import { mountStandalone, StandaloneFrame } from '@shop/shared/standalone';
import CartButton from './exposes/cart-button';
import CartPage from './exposes/cart-page';

mountStandalone([
  {
    path: '/',
    element: (
      <StandaloneFrame header={<CartButton />}>
        <Outlet />
      </StandaloneFrame>
    ),
    children: [
      { index: true, element: <Navigate to="/cart" replace /> },
      { path: 'cart/*', element: <CartPage /> },
    ],
  },
]);
