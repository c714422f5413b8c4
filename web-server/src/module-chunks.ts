import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_MODULES, type RemoteModuleId } from '@shop/shared/frontends';

/**
 * The route-split control's list of what each lazily loaded module needs (written by its build,
 * @shop/tooling/webpack's ModuleChunksPlugin): for `catalog/HomePage` and the others, the files of its
 * chunk group, as a remote's mf-manifest.json lists an exposed module's. The shell's server
 * preloads a route's files and inlines its CSS from it (docs/decisions/0003-single-bundle-control.md).
 */
export const MODULE_CHUNKS_FILE = 'module-chunks.json';

/** File names relative to the build's folder; a module in the main bundle has no entry. */
export type ModuleChunks = Partial<Record<RemoteModuleId, { js: string[]; css: string[] }>>;

const fileNames = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.every((file) => typeof file === 'string' && /^[\w.-]+$/.test(file) && !/^\.+$/.test(file));

/**
 * The build's MODULE_CHUNKS_FILE in `root`, or null when it has none (the federated build).
 * Throws when it is there but malformed: the build is broken.
 */
export function readModuleChunks(root: string): ModuleChunks | null {
  const file = path.join(root, MODULE_CHUNKS_FILE);
  if (!existsSync(file)) return null;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${file} is malformed`);
  const chunks: ModuleChunks = {};
  for (const [id, files] of Object.entries(parsed as Record<string, unknown>)) {
    const { js, css } = (files ?? {}) as { js?: unknown; css?: unknown };
    if (!Object.hasOwn(REMOTE_MODULES, id) || !fileNames(js) || !fileNames(css))
      throw new Error(`${file} is malformed at ${id}`);
    chunks[id as RemoteModuleId] = { js, css };
  }
  return chunks;
}
