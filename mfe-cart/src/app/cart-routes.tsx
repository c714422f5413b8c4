import { Route, Routes } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { CartPage } from '../features/cart/components/cart-page';
import { CheckoutPage } from '../features/checkout/components/checkout-page';
import { OrderPage } from '../features/order/components/order-page';

/** Everything under /cart: the cart, checkout and the order confirmation (mounted at `cart/*`). */
export function CartRoutes() {
  return (
    <Routes>
      <Route index element={<CartPage />} />
      <Route path="checkout" element={<CheckoutPage />} />
      <Route path="order/:number" element={<OrderPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
