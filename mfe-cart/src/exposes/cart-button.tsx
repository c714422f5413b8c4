export { CartButton as default } from '../features/cart-button/components/cart-button';
