// `npm run db:backup` / `db:restore` (db/backup-cli.ts) for the embedded database: a dump taken
// while no API runs comes back whole; a restore moves what was there aside instead of over it;
// a running API is named rather than copied under its feet; PostgreSQL is sent to its own tools.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadCatalogueFixture } from '../../testing/catalogue-fixture';
import { runApiScript, spawnApi } from '../../testing/api-process';
import { migrate } from '../migrate';
import { openDatabase } from '../open-database';

/** `npm run db:backup` / `db:restore`'s program with these arguments and exactly `env`. */
function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return runApiScript('src/db/backup-cli.ts', args, env);
}

/** Runs `sql` on the embedded database in `dataDir` and closes it again. */
const onDatabase = async <Row>(dataDir: string, sql: string): Promise<Row[]> => {
  const database = await openDatabase({ dataDir });
  try {
    return await database.query<Row>(sql);
  } finally {
    await database.close();
  }
};
const firstName = async (dataDir: string) =>
  (await onDatabase<{ name: string }>(dataDir, 'SELECT name FROM products WHERE nid = 1'))[0]?.name;

describe('backups of the embedded database', () => {
  let folder: string;
  let dataDir: string;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'shop-backup-'));
    dataDir = path.join(folder, 'pglite');
    const database = await openDatabase({ dataDir });
    await migrate(database);
    await loadCatalogueFixture(database);
    await database.close();
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('backs up, then restores over an existing database by moving it aside', async () => {
    const file = path.join(folder, 'shop.tar.gz');
    const backup = await run(['backup', file], { API_DATA_DIR: dataDir });
    expect(backup).toEqual({ code: 0, output: expect.stringContaining(`Backed up ${dataDir} to ${file}`) });
    const original = await firstName(dataDir);
    await onDatabase(dataDir, "UPDATE products SET name = 'Изменён после копии' WHERE nid = 1");

    const restore = await run(['restore', file], { API_DATA_DIR: dataDir });
    expect(restore.code).toBe(0);
    expect(await firstName(dataDir)).toBe(original);
    expect(await onDatabase(dataDir, 'SELECT nid FROM products')).toHaveLength(9);
    const aside = readdirSync(folder).filter((name) => name.startsWith('pglite.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(await firstName(path.join(folder, aside[0] as string))).toBe('Изменён после копии');
  });

  it('refuses while an API holds the database, naming it', async () => {
    const api = await spawnApi({ API_DATA_DIR: dataDir });
    try {
      const backup = await run(['backup', path.join(folder, 'busy.tar.gz')], { API_DATA_DIR: dataDir });
      expect(backup.code).toBe(1);
      expect(backup.output).toContain(`is open in process ${api.child.pid}`);
      expect(existsSync(path.join(folder, 'busy.tar.gz'))).toBe(false);
    } finally {
      await api.stop();
    }
  });

  it('sends PostgreSQL to pg_dump', async () => {
    const backup = await run(['backup', path.join(folder, 'pg.tar.gz')], {
      DATABASE_URL: 'postgres://shop@127.0.0.1:1/shop',
    });
    expect(backup.code).toBe(1);
    expect(backup.output).toMatch(/pg_dump -Fc/);
  });
});
