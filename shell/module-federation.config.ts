import { frontend } from '@shop/shared/frontends';

/** Federation contract of the shell host: its entry in the manifest of the front-ends, built from this folder. */
export default { ...frontend('shell'), dir: __dirname };
