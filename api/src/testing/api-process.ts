import { spawn } from 'node:child_process';
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

/**
 * Runs one of the API's command-line programs (`api/<script>`, through tsx) with exactly `env`
 * (plus PATH) and resolves with its exit code and its standard output and error together.
 */
export function runApiScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, script), ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
