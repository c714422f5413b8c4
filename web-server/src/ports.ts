import { FRONTEND_PORTS, type FrontendName } from '@shop/shared/frontends';

/**
 * Where each front-end package is served when nothing says otherwise (the manifest of the
 * front-ends): its server's default PORT, and the port the shell's /config.json names for a
 * remote whose REMOTE_<NAME>_URL is unset (on PUBLIC_URL's host name). `npm start` and
 * `npm run dev` use the same ports.
 */
export { FRONTEND_PORTS, type FrontendName };

export const API_PORT = 4000;

/** Where the shell's server finds the API when API_URLS (or API_URL) does not say. */
export const DEFAULT_API_URL = `http://127.0.0.1:${API_PORT}`;

/** The shop's address as visitors reach it when PUBLIC_URL does not say: the shell's own port. */
export const DEFAULT_PUBLIC_URL = `http://localhost:${FRONTEND_PORTS.shell}`;
