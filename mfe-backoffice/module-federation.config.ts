import { frontend } from '@shop/shared/frontends';

/** Federation contract of the backoffice remote: its entry in the manifest of the front-ends, built from this folder. */
export default { ...frontend('backoffice'), dir: __dirname };
