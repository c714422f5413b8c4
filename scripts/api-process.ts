import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { demoRequisitesEnv } from '@shop/shared/invoice-sheet';
import { DEFAULT_PUBLIC_URL } from '@shop/web-server/ports';
import { API_PORT, ROOT } from './frontends';

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  stop: () => Promise<void>;
}

/**
 * The API as production runs it, for the benchmarks: NODE_ENV=production (introspection off, the
 * production start checks) with a Firebase project of its own and no emulator. The benchmarks
 * send no ID token, so that project is never asked anything.
 */
export const PRODUCTION_API_ENV = {
  NODE_ENV: 'production',
  // The benchmarks' shell is where `npm start` serves it.
  PUBLIC_URL: DEFAULT_PUBLIC_URL,
  FIREBASE_PROJECT_ID: 'santehnika-benchmark',
  FIREBASE_AUTH_EMULATOR_HOST: '',
  // The soak benchmark sets its own relay to measure orders with mail on.
  MAIL: 'off',
  // Production requires the shop's requisites; the benchmarks print the demo ones.
  ...demoRequisitesEnv(),
} as const;

/** How long a first start may take: PGlite creates its database and the catalogue is seeded. */
const START_TIMEOUT_MS = 240_000;

/** `npm run seed -w api -- --if-empty` from the sources, in the API's environment. */
function seedIfEmpty(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'api/src/seed/seed-cli.ts'), '--if-empty'],
      { cwd: ROOT, env, stdio: 'inherit' },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Seeding the API's catalogue failed (exit code ${code})`)),
    );
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The API did not become healthy within ${START_TIMEOUT_MS / 1000} s`);
}

/**
 * Starts the API (api/src/server.ts) as its own process, as a separate deployment would run,
 * and resolves once /readyz answers (migrated, catalogue loaded). Its output goes to this terminal, prefixed.
 */
export async function startApi(env: NodeJS.ProcessEnv = process.env, port = API_PORT): Promise<ApiProcess> {
  // A production API never seeds (api/README.md): the benchmarks' catalogue is seeded first.
  if (env.NODE_ENV === 'production') await seedIfEmpty(env);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    // Request lines only when asked: `npm start`'s terminal shows warnings and errors.
    env: { ...env, PORT: String(port), LOG_LEVEL: env.LOG_LEVEL || 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk: Buffer) => chunk.toString().replace(/^(?=.)/gm, '  api | ');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, url, stop };
}
