export { AuthPage as default } from '../features/session/components/auth-page';
