export { CartRoutes as default } from '../app/cart-routes';
