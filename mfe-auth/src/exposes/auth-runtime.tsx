export { AuthRuntime as default } from '../features/session/components/auth-runtime';
