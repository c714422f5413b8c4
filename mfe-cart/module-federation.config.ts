import { frontend } from '@shop/shared/frontends';

/** Federation contract of the cart remote: its entry in the manifest of the front-ends, built from this folder. */
export default { ...frontend('cart'), dir: __dirname };
