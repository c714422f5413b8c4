import path from 'node:path';
import { freePort, spawnUnit, waitForHealth, type UnitProcess } from '@shop/web-server/unit-process';
import { API_ROOT } from '../package-root';

const SERVER = path.join(API_ROOT, 'src/server.ts');

/** The API as a process of its own (`npm run dev -w api`'s program through tsx), its output kept. */
export interface ApiChild extends UnitProcess {
  base: string;
}

/**
 * Starts the API with exactly `env` (plus PATH, a free PORT, HOST 127.0.0.1) and, unless
 * `waitUntilReady` is false, resolves once its /readyz answers 200; rejects if it exits first.
 */
export async function spawnApi(
  env: Record<string, string>,
  { waitUntilReady = true, timeoutMs = 60_000 } = {},
): Promise<ApiChild> {
  const unit = spawnUnit({ cwd: API_ROOT, args: ['--import', 'tsx', SERVER], env, port: await freePort() });
  const api: ApiChild = { ...unit, base: unit.url };
  if (!waitUntilReady) return api;
  try {
    await waitForHealth(unit, timeoutMs, '/readyz');
  } catch (error) {
    unit.child.kill('SIGKILL');
    throw error;
  }
  return api;
}
