import path from 'node:path';
import type { RemoteName } from '../shell/src/config/runtime-config';

export const ROOT = path.resolve(__dirname, '..');

export type FrontendName = 'shell' | RemoteName;

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
  { name: 'shell', dir: path.join(ROOT, 'shell'), port: 8080 },
  { name: 'catalog', dir: path.join(ROOT, 'mfe-catalog'), port: 8081 },
  { name: 'cart', dir: path.join(ROOT, 'mfe-cart'), port: 8082 },
  { name: 'auth', dir: path.join(ROOT, 'mfe-auth'), port: 8083 },
  { name: 'backoffice', dir: path.join(ROOT, 'mfe-backoffice'), port: 8084 },
];

export const API_PORT = 4000;
export const DEFAULT_API_URL = `http://127.0.0.1:${API_PORT}`;

export function frontend(name: FrontendName): Frontend {
  const found = FRONTENDS.find((item) => item.name === name);
  if (!found) throw new Error(`Unknown front-end package: ${name}`);
  return found;
}
