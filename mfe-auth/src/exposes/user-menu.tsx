export { UserMenu as default } from '../features/session/components/user-menu';
