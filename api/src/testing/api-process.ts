import path from 'node:path';
import { freePort, spawnUnit, type UnitProcess } from '@shop/web-server/unit-process';
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
export async function spawnApi(env: Record<string, string>, { waitUntilReady = true, timeoutMs = 60_000 } = {}): Promise<ApiChild> {
  const unit = spawnUnit({ cwd: API_ROOT, args: ['--import', 'tsx', SERVER], env, port: await freePort() });
  const api: ApiChild = { ...unit, base: unit.url };
  if (!waitUntilReady) return api;
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void unit.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`The API exited with ${exitCode}: ${unit.stderr()}${unit.stdout()}`);
    try {
      if ((await fetch(`${unit.url}/readyz`, { signal: AbortSignal.timeout(1_000) })).ok) return api;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  unit.child.kill('SIGKILL');
  throw new Error(`The API was not ready in ${timeoutMs} ms: ${unit.stderr()}${unit.stdout()}`);
}
