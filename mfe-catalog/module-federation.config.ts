import { frontend } from '@shop/shared/frontends';

/** Federation contract of the catalog remote: its entry in the manifest of the front-ends, built from this folder. */
export default { ...frontend('catalog'), dir: __dirname };
