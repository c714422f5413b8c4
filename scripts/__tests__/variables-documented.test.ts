// Every variable a unit's schema reads is in the README's table ("Deploying the shop") with that
// unit named, and in .env.example: an operator learns of each from the docs, not from the code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_VARIABLES } from 'api/config';
import { catalogServerEnv } from 'mfe-catalog/server';
import { shellServerEnv } from 'shell/server';
import { ROOT } from '../frontends';
import { deployEnv } from '../deploy';
import { pruneEnv } from '../prune-releases';
import { releaseEnv } from '../release-env';

/** A unit's schema: an object, wrapped in a pipe by a transform, or two such intersected (a unit's and a shared part). */
interface EnvSchema {
  shape?: object;
  in?: EnvSchema;
  def?: object;
}

/** The variables of the object schemas a unit's environment is parsed with. */
const keysOf = (schema: EnvSchema): string[] => {
  if (schema.shape) return Object.keys(schema.shape);
  if (schema.in) return keysOf(schema.in);
  const { left, right } = (schema.def ?? {}) as { left?: EnvSchema; right?: EnvSchema };
  return left && right ? [...new Set([...keysOf(left), ...keysOf(right)])] : [];
};

const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');

/** Variable -> the unit column of its row in the README's table. */
const documented = new Map<string, string>();
for (const line of readme.slice(readme.indexOf('## Deploying the shop')).split('\n')) {
  const cells = line.split('|').map((cell) => cell.trim());
  if (cells.length < 5 || !cells[1]?.startsWith('`')) continue;
  for (const name of cells[1].match(/`([A-Z][A-Z0-9_]+)`/g) ?? []) documented.set(name.slice(1, -1), cells[2] ?? '');
}

describe.each([
  ['API', keysOf(API_VARIABLES), 5],
  ['shell', keysOf(shellServerEnv as never), 5],
  ['catalogue', keysOf(catalogServerEnv as never), 5],
  ['release command', keysOf(releaseEnv), 1],
  ['deploy command', keysOf(deployEnv), 4],
  ['prune command', keysOf(pruneEnv), 5],
])('the %s’s variables', (unit, variables, least) => {
  it('are read by a schema at all', () => {
    expect(variables.length).toBeGreaterThanOrEqual(least);
  });

  it.each(variables)('%s is in the README’s table for this unit and in .env.example', (variable) => {
    const units = documented.get(variable);
    expect(units).toBeDefined();
    expect(units === 'all' || (units ?? '').includes(unit)).toBe(true);
    expect(example).toMatch(new RegExp(`^#? ?${variable}=|\\b${variable}\\b`, 'm'));
  });
});
