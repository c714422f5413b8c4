export { BackofficeApp as default } from '../features/navigation/components/backoffice-app';
