export { BackofficeApp as default } from '../app/backoffice-app';
