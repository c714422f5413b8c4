// Several API instances (or `npm run migrate` beside them) starting at once on a fresh
// PostgreSQL: every one succeeds and each migration is applied exactly once (db/migrate.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrationFiles } from '../migrate';
import { runApiScript } from '../../testing/api-process';

const serverUrl = process.env.TEST_DATABASE_URL;

/** `npm run migrate`'s program as a process of its own; its exit code and output. */
function runMigrate(url: string): Promise<{ code: number | null; output: string }> {
  return runApiScript('src/db/migrate-cli.ts', [], { DATABASE_URL: url });
}

(serverUrl ? describe : describe.skip)(
  'migrations started by four processes at once on an empty PostgreSQL (runs only with TEST_DATABASE_URL set)',
  () => {
    const name = `shop_migrate_${randomBytes(6).toString('hex')}`;
    let url: string;
    const admin = () => new pg.Client({ connectionString: serverUrl });

    beforeAll(async () => {
      const client = admin();
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      const database = new URL(serverUrl as string);
      database.pathname = `/${name}`;
      url = database.toString();
    });
    afterAll(async () => {
      const client = admin();
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    });

    it('all succeed, one applies every migration, the others find nothing to do, each applied once', async () => {
      const runs = await Promise.all([1, 2, 3, 4].map(() => runMigrate(url)));
      expect(runs.map((run) => [run.code, run.output])).toEqual(runs.map((run) => [0, run.output]));
      const files = migrationFiles();
      expect(runs.filter((run) => run.output.includes(`Migrations applied: ${files.join(', ')}`))).toHaveLength(1);
      expect(runs.filter((run) => run.output.includes('Nothing to apply'))).toHaveLength(3);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ name: string; times: number }>(
          'SELECT name, count(*)::int AS times FROM schema_migrations GROUP BY name ORDER BY name',
        );
        expect(rows).toEqual(files.map((file) => ({ name: file, times: 1 })));
      } finally {
        await client.end();
      }
    });
  },
);
