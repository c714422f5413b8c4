import path from 'node:path';
import { FRONTENDS as MANIFEST, type FrontendName, type Frontend as FrontendEntry } from '@shop/shared/frontends';
import { API_PORT, DEFAULT_API_URL } from '@shop/web-server/ports';

export const ROOT = path.resolve(__dirname, '..');

export { API_PORT, DEFAULT_API_URL, type FrontendName };

/** A front-end package of the manifest (@shop/shared/frontends), with its folder on this machine. */
export type Frontend<Name extends FrontendName = FrontendName> = FrontendEntry<Name> & {
  /** Its workspace folder, absolute. */
  dir: string;
};

/** The front-end packages, the shell first. */
export const FRONTENDS: readonly Frontend[] = MANIFEST.map((item) => ({ ...item, dir: path.join(ROOT, item.folder) }));

export function frontend<Name extends FrontendName>(name: Name): Frontend<Name> {
  const found = FRONTENDS.find((item): item is Frontend<Name> => item.name === name);
  if (!found) throw new Error(`Unknown front-end package: ${name}`);
  return found;
}
