// A Node unit as a process of its own, started with `node` and its output kept: for `npm run
// check:units`, the production site on one machine and the units' own tests (the API's too).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free port on loopback, for a process that must be told its port before it listens. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface UnitProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`. */
  url: string;
  stdout: () => string;
  stderr: () => string;
  /** Its JSON log lines so far (stdout). */
  logs: () => Record<string, unknown>[];
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Sends `signal` (SIGTERM), then resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts `node <args>` in `cwd` with exactly `env` (plus PATH, PORT `port` and HOST 127.0.0.1),
 * its output kept.
 */
export function spawnUnit({
  cwd,
  args,
  env,
  port,
}: {
  cwd: string;
  args: string[];
  env: Record<string, string>;
  port: number;
}): UnitProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    stdout: () => stdout,
    stderr: () => stderr,
    // Whole lines only: the last one may still be on its way.
    logs: () =>
      stdout
        .slice(0, stdout.lastIndexOf('\n') + 1)
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Resolves once the unit's /healthz (or `probe`) answers 200; rejects (with its stderr) when it exits first or `timeoutMs` pass. */
export async function waitForHealth(
  unit: UnitProcess,
  timeoutMs = 20_000,
  probe: '/healthz' | '/readyz' = '/healthz',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void unit.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited)
      throw new Error(
        `The unit exited with code ${unit.child.exitCode} before it answered: ${unit.stderr() || unit.stdout()}`,
      );
    try {
      const response = await fetch(`${unit.url}${probe}`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The unit did not answer ${probe} within ${timeoutMs / 1000} s: ${unit.stderr()}`);
}
