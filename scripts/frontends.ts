import path from 'node:path';
import { API_PORT, DEFAULT_API_URL, FRONTEND_PORTS, type FrontendName } from '@shop/web-server/ports';

export const ROOT = path.resolve(__dirname, '..');

export { API_PORT, DEFAULT_API_URL, type FrontendName };

export interface Frontend {
  /** Federation name. */
  name: FrontendName;
  /** Workspace folder. */
  dir: string;
  /** Port of its server, in production (`npm start`) and development alike (DESIGN §7). */
  port: number;
}

/** The front-end packages, the shell first. */
export const FRONTENDS: readonly Frontend[] = [
  { name: 'shell', dir: path.join(ROOT, 'shell'), port: FRONTEND_PORTS.shell },
  { name: 'catalog', dir: path.join(ROOT, 'mfe-catalog'), port: FRONTEND_PORTS.catalog },
  { name: 'cart', dir: path.join(ROOT, 'mfe-cart'), port: FRONTEND_PORTS.cart },
  { name: 'auth', dir: path.join(ROOT, 'mfe-auth'), port: FRONTEND_PORTS.auth },
  { name: 'backoffice', dir: path.join(ROOT, 'mfe-backoffice'), port: FRONTEND_PORTS.backoffice },
];

export function frontend(name: FrontendName): Frontend {
  const found = FRONTENDS.find((item) => item.name === name);
  if (!found) throw new Error(`Unknown front-end package: ${name}`);
  return found;
}
