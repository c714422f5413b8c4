import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { RoleFlag } from '@shop/shared/access';
import { createApiServer, type ApiServer, type ApiServerOptions } from '../api-server';
import type { ShopDatabase } from '../db/open-database';
import { directoryStore } from '../media/media-store';
import { staffSignIn } from './auth-tokens';
import { loadCatalogueFixture } from './catalogue-fixture';
import { openTestDatabase, type TestEngine } from './test-database';

/** Tests place many orders from one address; the rate limits' own tests set theirs. */
const UNLIMITED = { ordersPerHour: 1_000_000, signUpsPerHour: 1_000_000 };
/** A test's API stops with its clients' kept-alive connections idle: closed at once, not after the second a shutdown gives them. */
const TEST_IDLE_GRACE_MS = 0;

/** A test's own media store: a directory of its own under the system's temporary one, made by its first photo. */
const testMediaStore = () => directoryStore(path.join(tmpdir(), `shop-media-${randomUUID()}`));

/** The API over a test database, listening on a free loopback port; its photos in a directory of its own. */
export async function startTestApi(
  database: ShopDatabase,
  production = false,
  options: Omit<ApiServerOptions, 'database' | 'production'> = {},
): Promise<{ api: ApiServer; base: string }> {
  const api = await createApiServer({
    database,
    production,
    rateLimits: UNLIMITED,
    idleGraceMs: TEST_IDLE_GRACE_MS,
    mediaStore: testMediaStore(),
    ...options,
  });
  const port = await api.listen(0, '127.0.0.1');
  return { api, base: `http://127.0.0.1:${port}` };
}

/** Staff to sign in for a block's tests, by the name the tests call them: their e-mail and role flags. */
export type TestStaff = Record<string, readonly [email: string, flags: Partial<Record<RoleFlag, boolean>>]>;

/** What `testShop` gives the tests of its block once its `beforeAll` has run. */
export interface TestShop<Staff extends TestStaff = TestStaff> {
  database: ShopDatabase;
  /** The PostgreSQL database's URL, for a second connection; none on PGlite. */
  url: string | undefined;
  api: ApiServer;
  base: string;
  /** The ID tokens of the staff asked for, signed in in the order they were listed. */
  tokens: Record<keyof Staff, string>;
}

/**
 * The shop most API tests stand on: a fresh database of the engine with the catalogue fixture
 * and the API over it, opened before the calling block's tests and stopped and dropped after them;
 * `staff` are signed in (with user documents holding their flags) once the API is up.
 */
export function testShop<Staff extends TestStaff = Record<never, never>>(
  engine: TestEngine,
  {
    staff,
    fill = loadCatalogueFixture,
    ...options
  }: Omit<ApiServerOptions, 'database' | 'production'> & {
    staff?: Staff;
    /** What the fresh database is filled with before the API starts: the catalogue fixture unless given. */
    fill?: (database: ShopDatabase) => Promise<unknown>;
  } = {},
): TestShop<Staff> {
  const shop = { tokens: {} } as TestShop<Staff>;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await openTestDatabase(engine);
    drop = opened.drop;
    await fill(opened.database);
    Object.assign(
      shop,
      { database: opened.database, url: opened.url },
      await startTestApi(opened.database, false, options),
    );
    for (const [name, [email, flags]] of Object.entries(staff ?? {}))
      Object.assign(shop.tokens, { [name]: (await staffSignIn(opened.database, email, flags)).idToken });
  });
  afterAll(async () => {
    await shop.api?.stop();
    await drop?.();
  });
  return shop;
}

/**
 * Runs the postings while another connection holds a document's or product's row (PostgreSQL),
 * so they are surely in flight at once; PGlite has one connection and runs transactions one by one.
 */
export async function whileRowHeld<T>(
  url: string | undefined,
  table: 'products' | 'shipments' | 'buyer_invoices',
  nid: number,
  postings: () => Promise<T>,
): Promise<T> {
  if (!url) return postings();
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query(`SELECT nid FROM ${table} WHERE nid = $1 FOR UPDATE`, [nid]);
    const running = postings();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await holder.query('COMMIT');
    return await running;
  } finally {
    await holder.end();
  }
}
