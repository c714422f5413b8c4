// The embedded database belongs to one process (db/data-dir-lock.ts): a second opener is refused
// with the running one named, a lock left by a dead process is taken over, and the directory
// survives the sequence that used to break it (two APIs on one directory, both stopped).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { loadCatalogueFixture } from '../../testing/catalogue-fixture';
import { spawnApi } from '../../testing/api-process';
import { DataDirInUse, lockDataDir, lockFileOf } from '../data-dir-lock';
import { migrate } from '../migrate';
import { openDatabase } from '../open-database';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** The pid of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('lockDataDir', () => {
  it('takes a free directory, refuses it while held (naming the holder) and frees it on release', () => {
    const dataDir = path.join(folder, 'pglite');
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUse);
    expect(() => lockDataDir(dataDir)).toThrow(new RegExp(`open in process ${process.pid} on `));
    release();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
    lockDataDir(dataDir)();
  });

  it('takes over the lock of a process that died, and an unreadable one', () => {
    const dataDir = path.join(folder, 'pglite');
    writeFileSync(
      lockFileOf(dataDir),
      JSON.stringify({ pid: deadPid(), host: hostname(), since: '2026-01-01T00:00:00Z' }),
    );
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')).pid).toBe(process.pid);
    release();
    writeFileSync(lockFileOf(dataDir), '{"pid": 12');
    lockDataDir(dataDir)();
  });

  it('honours a lock of another host, which it cannot check', () => {
    const dataDir = path.join(folder, 'pglite');
    writeFileSync(
      lockFileOf(dataDir),
      JSON.stringify({ pid: deadPid(), host: 'another-host', since: '2026-01-01T00:00:00Z' }),
    );
    expect(() => lockDataDir(dataDir)).toThrow(/on another-host/);
  });
});

describe('two API processes on one embedded database', () => {
  it('the second is refused naming the first; after the first stops the database opens with its data', async () => {
    const dataDir = path.join(folder, 'pglite');
    const prepared = await openDatabase({ dataDir });
    await migrate(prepared);
    await loadCatalogueFixture(prepared);
    await prepared.close();

    const first = await spawnApi({ API_DATA_DIR: dataDir });
    try {
      const second = await spawnApi({ API_DATA_DIR: dataDir }, { waitUntilReady: false });
      expect(await second.exited).toBe(1);
      expect(second.stderr()).toContain(`is open in process ${first.child.pid}`);
      expect(second.stderr()).toContain('API_DATA_DIR');
      expect((await fetch(`${first.base}/readyz`)).status).toBe(200);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
    const reopened = await openDatabase({ dataDir });
    try {
      expect(await reopened.query('SELECT nid FROM products ORDER BY nid')).toHaveLength(9);
    } finally {
      await reopened.close();
    }
  });
});
