import { frontend } from '@shop/shared/frontends';

/** Federation contract of the auth remote: its entry in the manifest of the front-ends, built from this folder. */
export default { ...frontend('auth'), dir: __dirname };
