import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../package-root';

/**
 * The schema's one source: a hand-written SDL file per domain (`api/schema/<domain>.graphql`),
 * read here when the API starts and by `npm run codegen` for the generated types. The unit ships
 * the folder beside its bundles (scripts/node-units.ts, deploy/Dockerfile).
 */
const SCHEMA_DIR = path.join(API_ROOT, 'schema');

/** Every domain's SDL, in file-name order. */
export function readTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
}
