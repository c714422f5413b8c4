import type { FrontendBuild } from '../webpack.base';

/** Federation contract of the cart remote (DESIGN §3). */
const federation: FrontendBuild = {
  name: 'cart',
  dir: __dirname,
  title: 'Корзина — Сантехника',
  exposes: {
    './CartButton': './src/exposes/cart-button.tsx',
    './CartPage': './src/exposes/cart-page.tsx',
  },
};

export default federation;
