import { Route, Routes } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { CartPage } from '../features/cart/components/cart-page';
import { CheckoutPage } from '../features/checkout/components/checkout-page';
import { MyOrdersPage } from '../features/my-orders/components/my-orders-page';
import { OrderPage } from '../features/order/components/order-page';

/** Everything under /cart: the cart, checkout, the order confirmation and «Мои заказы» (mounted at `cart/*`). */
export function CartRoutes() {
  return (
    <Routes>
      <Route index element={<CartPage />} />
      <Route path="checkout" element={<CheckoutPage />} />
      <Route path="order/:number" element={<OrderPage />} />
      <Route path="orders" element={<MyOrdersPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
