// npm run check:units [-- <workspace> …]: each Node unit (scripts/node-units.ts) installed and
// started as a deployment would: in a temporary folder, the root and workspaces' package.json and
// the lock file, the unit's build (dist/, dist-server/, dist-node/), then
// `npm ci --omit=dev --ignore-scripts -w <workspace>`, `node <its start>` with NODE_ENV=production
// on a free port, /healthz 200, SIGTERM, exit code 0. Proves that its package.json declares
// everything the compiled unit requires at run time. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './frontends';
import { NODE_UNITS, nodeUnit, type NodeUnit } from './node-units';
import { freePort, spawnUnit, waitForHealth, type UnitProcess } from './unit-process';

/** How long a unit may take to stop after SIGTERM (its own SHUTDOWN_TIMEOUT_MS is 10 s). */
const STOP_TIMEOUT_MS = 15_000;

/** Runs `work`, printing how long it took. */
async function step<T>(unit: NodeUnit, what: string, work: () => Promise<T> | T): Promise<T> {
  const started = Date.now();
  const result = await work();
  console.log(`  ${unit.workspace}: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

/** npm itself: the one running this script (`npm run`), else the one on PATH. */
function npm(args: string[], cwd: string): Promise<void> {
  const execPath = process.env.npm_execpath;
  const [command, commandArgs] =
    execPath && /\.c?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : ['npm', args];
  return new Promise((resolve, reject) => {
    // What `npm run` tells its scripts about this project (its folder, a workspace, omit/include)
    // must not steer an install elsewhere; the registry, cache and certificates stay.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !/^npm_config_(local_prefix|prefix|workspaces?|include_workspace_root|omit|include)$/i.test(name),
      ),
    );
    const child = spawn(command, commandArgs, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, npm_config_update_notifier: 'false' },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')} exited with code ${code}:\n${output}`)),
    );
  });
}

/** The workspaces' folders, from the root package.json (`mfe-*`: every such folder with a package.json). */
function workspaceFolders(): string[] {
  const patterns = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] })
    .workspaces;
  return patterns.flatMap((pattern) =>
    pattern.endsWith('*')
      ? readdirSync(ROOT).filter(
          (folder) => folder.startsWith(pattern.slice(0, -1)) && existsSync(path.join(ROOT, folder, 'package.json')),
        )
      : [pattern],
  );
}

async function check(unit: NodeUnit): Promise<void> {
  const missing = unit.output.filter((folder) => !existsSync(path.join(ROOT, unit.folder, folder)));
  if (missing.length > 0)
    throw new Error(`${unit.workspace} has no ${missing.join(', ')} in ${unit.folder}/: run npm run build`);
  const dir = mkdtempSync(path.join(tmpdir(), `unit-${unit.folder}-`));
  let process_: UnitProcess | null = null;
  try {
    await step(unit, `copied the manifests and its build (${unit.output.join(', ')}) to ${dir}`, () => {
      for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
        if (existsSync(path.join(ROOT, file))) cpSync(path.join(ROOT, file), path.join(dir, file));
      }
      for (const folder of workspaceFolders()) {
        mkdirSync(path.join(dir, folder), { recursive: true });
        cpSync(path.join(ROOT, folder, 'package.json'), path.join(dir, folder, 'package.json'));
      }
      for (const folder of unit.output)
        cpSync(path.join(ROOT, unit.folder, folder), path.join(dir, unit.folder, folder), { recursive: true });
    });
    await step(unit, `npm ci --omit=dev -w ${unit.workspace}`, () =>
      npm(['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '-w', unit.workspace], dir),
    );
    const port = await freePort();
    const started = await step(unit, `started (node ${unit.start.join(' ')}) and answered /healthz`, async () => {
      process_ = spawnUnit({
        cwd: path.join(dir, unit.folder),
        args: unit.start,
        env: { NODE_ENV: 'production', ...unit.env(port) },
        port,
      });
      await waitForHealth(process_);
      return process_;
    });
    await step(unit, 'stopped by SIGTERM with exit code 0', async () => {
      let timer: NodeJS.Timeout | undefined;
      const code = await Promise.race([
        started.stop('SIGTERM'),
        new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), STOP_TIMEOUT_MS))),
      ]).finally(() => clearTimeout(timer));
      if (code !== 0)
        throw new Error(
          `${unit.workspace} ${code === 'late' ? `did not stop within ${STOP_TIMEOUT_MS / 1000} s` : `exited with code ${code}`}: ${started.stderr()}`,
        );
    });
  } finally {
    await (process_ as UnitProcess | null)?.stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const units = named.length > 0 ? named.map(nodeUnit) : NODE_UNITS;
  const started = Date.now();
  for (const unit of units) {
    console.log(`${unit.workspace}: installed and started on its own`);
    await check(unit);
  }
  console.log(
    `✓ ${units.map((unit) => unit.workspace).join(', ')}: each starts from its own production install (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
