import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_AUTH_EMULATOR_HOST } from 'api/auth-settings';
import { ROOT } from './frontends';

/** Where the Firebase Auth emulator listens (firebase.json). */
export const AUTH_EMULATOR_HOST = LOCAL_AUTH_EMULATOR_HOST;
/** The emulator's project: a `demo-` project needs no login and touches no real Firebase. */
export const AUTH_EMULATOR_PROJECT = 'demo-shop';

/**
 * Where `npm start` and `npm run dev` keep the emulator's accounts between runs (git-ignored, as
 * every `.data/` is): without it every account, and with it the roles granted in /dmn/users, is
 * gone at the next start. AUTH_EMULATOR_DATA names another folder, or, empty, none: the journeys'
 * site starts a fresh emulator in its own process group, which their runner stops with it. Tests
 * start an emulator without it, fresh.
 */
export const AUTH_EMULATOR_DATA_DIR =
  process.env.AUTH_EMULATOR_DATA === undefined
    ? path.join(ROOT, '.data/auth-emulator')
    : process.env.AUTH_EMULATOR_DATA === ''
      ? undefined
      : path.resolve(process.env.AUTH_EMULATOR_DATA);

/** Start-up takes 15-40 s on a small machine. */
const START_TIMEOUT_MS = 120_000;

export async function isAuthEmulatorUp(host = AUTH_EMULATOR_HOST): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
    return response.ok && JSON.stringify(await response.json()).includes('authEmulator');
  } catch {
    return false;
  }
}

export interface AuthEmulator {
  host: string;
  /** Stops the emulator this call started; one that was already running is left alone. */
  stop: () => Promise<void>;
}

/**
 * The emulator's arguments to read its accounts from `dataDir` and write them back when it is
 * stopped. firebase-tools refuses `--import` of a folder holding no export, so the first run
 * only exports.
 */
export function authEmulatorDataArgs(dataDir: string): string[] {
  mkdirSync(dataDir, { recursive: true });
  const exported = existsSync(path.join(dataDir, 'firebase-export-metadata.json'));
  return [...(exported ? ['--import', dataDir] : []), '--export-on-exit', dataDir];
}

/**
 * The Firebase Auth emulator (firebase-tools, offline), started unless one already answers on
 * its port. Resolves once it answers; its output goes to this terminal, prefixed. With `dataDir`
 * it starts with the accounts kept there and writes them back when `stop` is called.
 */
export async function startAuthEmulator({
  quiet = false,
  dataDir,
}: { quiet?: boolean; dataDir?: string } = {}): Promise<AuthEmulator> {
  if (await isAuthEmulatorUp()) return { host: AUTH_EMULATOR_HOST, stop: async () => undefined };
  const firebase = path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
  const child = spawn(
    process.execPath,
    [
      firebase,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      AUTH_EMULATOR_PROJECT,
      ...(dataDir ? authEmulatorDataArgs(dataDir) : []),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
      // Without data, in this process group: whatever stops this process's group (Ctrl-C, a test
      // runner) stops it too. With data, in a group of its own, so that only `stop` signals it:
      // firebase-tools exports again for Ctrl-C's SIGINT and stop's SIGTERM, over each other, and
      // exits without exporting at a second Ctrl-C.
      detached: Boolean(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const record = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (!quiet) process.stdout.write(chunk.toString().replace(/^(?=.)/gm, ' auth | '));
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      // Referenced again, so this process waits for the exit: an unreferenced child would let
      // it end right here, with exit code 0 whatever the caller meant to return.
      child.ref();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await isAuthEmulatorUp())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The Firebase Auth emulator did not start:\n${output.join('').slice(-2_000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.unref();
  return { host: AUTH_EMULATOR_HOST, stop };
}
