// The API process refuses to start in production with settings that would trust the Auth
// emulator (api/README.md, "Security"): each bad combination exits non-zero naming its variable,
// before any database is opened.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productionProblems } from '../auth/auth-settings';

const SERVER = path.resolve(__dirname, '../server.ts');

/** Starts `npm start -w api`'s program with exactly this environment and gives its exit code and error output. */
function startApi(env: Record<string, string>): Promise<{ code: number | null; stderr: string; dataDir: string }> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'shop-api-start-')), 'pglite');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { PATH: process.env.PATH ?? '', API_DATA_DIR: dataDir, PORT: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, dataDir });
    });
  });
}

describe('the API in production', () => {
  it.each<[string, Record<string, string>, RegExp]>([
    ['no Firebase project', { NODE_ENV: 'production' }, /FIREBASE_PROJECT_ID is not set/],
    ['the emulator’s demo project', { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'demo-shop' }, /FIREBASE_PROJECT_ID=demo-shop is an emulator-only/],
    ['another demo- project', { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'demo-anything' }, /FIREBASE_PROJECT_ID=demo-anything/],
    [
      'a real project with the emulator host set',
      { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'santehnika-prod', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      /FIREBASE_AUTH_EMULATOR_HOST is set/,
    ],
    ['a NODE_ENV typo', { NODE_ENV: 'prod', FIREBASE_PROJECT_ID: 'santehnika-prod' }, /NODE_ENV=prod is none of production, development, test/],
    ['a malformed rate limit', { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'santehnika-prod', ORDERS_PER_HOUR: 'many' }, /ORDERS_PER_HOUR must be a whole number/],
    ['a proxy setting that trusts every client', { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'santehnika-prod', TRUST_PROXY: 'true' }, /TRUST_PROXY must name the proxies/],
  ])('with %s refuses to start, naming the variable, and opens no database', async (_what, env, message) => {
    const { code, stderr, dataDir } = await startApi(env);
    try {
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(stderr).toMatch(message);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });

  it('names every problem at once', () => {
    expect(productionProblems({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' })).toEqual([
      expect.stringMatching(/^FIREBASE_PROJECT_ID is not set/),
      expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST is set/),
    ]);
  });

  it.each<[string, NodeJS.ProcessEnv]>([
    ['production with the shop’s own project', { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'santehnika-prod' }],
    ['development with the emulator', { NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }],
    ['no NODE_ENV at all', {}],
  ])('%s has nothing to refuse', (_what, env) => {
    expect(productionProblems(env)).toEqual([]);
  });
});
