/**
 * Where each front-end package is served when nothing says otherwise: its server's default
 * PORT, and the port the shell's /config.json names for a remote whose REMOTE_<NAME>_URL is
 * unset (on PUBLIC_URL's host name). `npm start` and `npm run dev` use the same ports.
 */
export const FRONTEND_PORTS = {
  shell: 8080,
  catalog: 8081,
  cart: 8082,
  auth: 8083,
  backoffice: 8084,
} as const;

export type FrontendName = keyof typeof FRONTEND_PORTS;

export const API_PORT = 4000;

/** Where the shell's server finds the API when API_URLS (or API_URL) does not say. */
export const DEFAULT_API_URL = `http://127.0.0.1:${API_PORT}`;

/** The shop's address as visitors reach it when PUBLIC_URL does not say: the shell's own port. */
export const DEFAULT_PUBLIC_URL = `http://localhost:${FRONTEND_PORTS.shell}`;
