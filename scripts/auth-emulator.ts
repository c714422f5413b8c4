import { spawn } from 'node:child_process';
import path from 'node:path';
import { LOCAL_AUTH_EMULATOR_HOST } from 'api/auth-settings';
import { ROOT } from './frontends';

/** Where the Firebase Auth emulator listens (firebase.json). */
export const AUTH_EMULATOR_HOST = LOCAL_AUTH_EMULATOR_HOST;
/** The emulator's project: a `demo-` project needs no login and touches no real Firebase. */
export const AUTH_EMULATOR_PROJECT = 'demo-shop';

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
 * The Firebase Auth emulator (firebase-tools, offline), started unless one already answers on
 * its port. Resolves once it answers; its output goes to this terminal, prefixed.
 */
export async function startAuthEmulator({ quiet = false } = {}): Promise<AuthEmulator> {
  if (await isAuthEmulatorUp()) return { host: AUTH_EMULATOR_HOST, stop: async () => undefined };
  const firebase = path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
  const child = spawn(
    process.execPath,
    [firebase, 'emulators:start', '--only', 'auth', '--project', AUTH_EMULATOR_PROJECT],
    {
      cwd: ROOT,
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
      // In this process group: whatever stops this process's group (Ctrl-C, a test runner) stops it too.
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
