import { is, SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable, type IndexedColumn, type PgColumn } from 'drizzle-orm/pg-core';
import type { ShopDatabase } from '../open-database';
import * as catalogueTables from '../schema';
import * as purchasingTables from '../purchasing-schema';
import * as moneyTables from '../money-schema';
import * as salesTables from '../sales-schema';
import * as returnsTables from '../returns-schema';
import * as releasesTables from '../releases-schema';
import * as mailTables from '../mail-schema';
import * as stockTables from '../stock-schema';
import * as mediaTables from '../media-schema';
import * as priceListTables from '../price-list-schema';
import { openTestDatabase, TEST_ENGINES } from '../../testing/test-database';

// The schema is written twice: the SQL migrations (the truth for every released database) and
// the drizzle tables the queries are typed by. This test keeps them in step. It applies every
// migration, then creates what the drizzle tables declare in a schema of their own beside it,
// and reads both back from the catalogue: PostgreSQL itself spells types, defaults and index
// definitions, so the two sides compare as text. Any difference fails, named by table and column
// with both sides.
//
// Not compared: CHECK constraints and triggers, which the migrations own and drizzle does not
// model (the queries never depend on them); foreign keys' names (inline REFERENCES in the
// migrations get PostgreSQL's names), only what they link.

/** What the migrations create and drizzle intentionally does not model. */
const DATABASE_ONLY_TABLES = new Set([
  // The migrations' own record of what is applied (migrate.ts), never queried through drizzle.
  'schema_migrations',
]);

const DECLARED = 'drizzle_declared';
const dialect = new PgDialect();
const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** An SQL fragment as it stands in DDL: columns unqualified, as in an index definition. */
function ddl(fragment: SQL): string {
  const { sql, params } = dialect.sqlToQuery(fragment, 'indexes');
  if (params.length > 0) throw new Error(`A schema fragment with parameters cannot be compared: ${sql}`);
  return sql;
}

const literal = (value: unknown): string => {
  if (is(value, SQL)) return ddl(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`A default the test cannot spell: ${JSON.stringify(value)}`);
};

function columnDdl(column: PgColumn): string {
  const parts = [q(column.name), column.getSQLType()];
  const identity = column.generatedIdentity;
  if (identity) {
    const start = identity.sequenceOptions?.startWith;
    parts.push(
      `GENERATED ${identity.type === 'always' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY${start === undefined ? '' : ` (START WITH ${start})`}`,
    );
  }
  if (column.generated) parts.push(`GENERATED ALWAYS AS (${literal(column.generated.as)}) STORED`);
  else if (column.default !== undefined) parts.push(`DEFAULT ${literal(column.default)}`);
  if (column.notNull) parts.push('NOT NULL');
  if (column.primary) parts.push('PRIMARY KEY');
  if (column.isUnique)
    parts.push(
      `CONSTRAINT ${q(column.uniqueName ?? `${column.name}_unique`)} UNIQUE${column.uniqueType === 'not distinct' ? ' NULLS NOT DISTINCT' : ''}`,
    );
  return parts.join(' ');
}

/** The DDL of what the drizzle tables declare, in the schema DECLARED. */
function declaredDdl(tables: PgTable[]): string[] {
  const statements: string[] = [`CREATE SCHEMA ${DECLARED}`];
  const foreignKeys: string[] = [];
  for (const table of tables) {
    const config = getTableConfig(table);
    const target = `${DECLARED}.${q(config.name)}`;
    const parts = config.columns.map(columnDdl);
    for (const key of config.primaryKeys)
      parts.push(
        `CONSTRAINT ${q(key.getName())} PRIMARY KEY (${key.columns.map((column) => q(column.name)).join(', ')})`,
      );
    for (const constraint of config.uniqueConstraints) {
      parts.push(
        `CONSTRAINT ${q(constraint.getName() ?? '')} UNIQUE${constraint.nullsNotDistinct ? ' NULLS NOT DISTINCT' : ''} (${constraint.columns.map((column) => q(column.name)).join(', ')})`,
      );
    }
    statements.push(`CREATE TABLE ${target} (${parts.join(', ')})`);
    for (const { config: index } of config.indexes) {
      const columns = index.columns.map((column) => {
        if (is(column, SQL)) return ddl(column);
        const { name, indexConfig } = column as IndexedColumn;
        const { order, opClass } = indexConfig ?? {};
        return [q(name ?? ''), opClass, order === 'desc' ? 'DESC' : ''].filter(Boolean).join(' ');
      });
      const where = index.where ? ` WHERE ${ddl(index.where)}` : '';
      statements.push(
        `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX ${q(index.name ?? '')} ON ${target} USING ${index.method ?? 'btree'} (${columns.join(', ')})${where}`,
      );
    }
    for (const key of config.foreignKeys) {
      const reference = key.reference();
      const columns = (list: PgColumn[]) => list.map((column) => q(column.name)).join(', ');
      foreignKeys.push(
        `ALTER TABLE ${target} ADD FOREIGN KEY (${columns(reference.columns)}) REFERENCES ${DECLARED}.${q(getTableConfig(reference.foreignTable).name)} (${columns(reference.foreignColumns)})` +
          ` ON DELETE ${key.onDelete ?? 'no action'} ON UPDATE ${key.onUpdate ?? 'no action'}`,
      );
    }
  }
  return [...statements, ...foreignKeys];
}

/** One fact of the catalogue: where it is (table, column or object) and what it is. */
type Facts = Map<string, string>;

/** Tables, columns, keys and indexes of one schema, as PostgreSQL spells them. */
async function catalogueOf(database: ShopDatabase, schema: string): Promise<Facts> {
  const facts: Facts = new Map();
  // The schema's name in a definition (`public.products`, a sequence's regclass) is not a difference.
  const local = (text: string) => text.replaceAll(`${schema}.`, '');
  const tables = await database.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind = 'r'`,
    [schema],
  );
  for (const { name } of tables) facts.set(`${name}`, 'table');
  const columns = await database.query<{
    table: string;
    column: string;
    type: string;
    not_null: boolean;
    default: string | null;
    generated: string;
    identity: string;
    identity_start: string | null;
  }>(
    `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
            pg_get_expr(d.adbin, d.adrelid) AS default, a.attgenerated AS generated, a.attidentity AS identity,
            (SELECT s.seqstart::text FROM pg_depend dep JOIN pg_sequence s ON s.seqrelid = dep.objid
              WHERE a.attidentity <> '' AND dep.refobjid = c.oid AND dep.refobjsubid = a.attnum AND dep.deptype = 'i') AS identity_start
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = $1 AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`,
    [schema],
  );
  for (const row of columns) {
    const at = `${row.table}.${row.column}`;
    facts.set(at, 'column');
    facts.set(`${at} type`, row.type);
    facts.set(`${at} nullability`, row.not_null ? 'NOT NULL' : 'NULL');
    const kind = row.generated === 's' ? 'generated as' : 'default';
    facts.set(`${at} ${kind}`, row.default === null ? '(none)' : local(row.default));
    if (row.identity)
      facts.set(`${at} identity`, `${row.identity === 'a' ? 'ALWAYS' : 'BY DEFAULT'} from ${row.identity_start}`);
  }
  const constraints = await database.query<{ table: string; name: string; type: string; definition: string }>(
    `SELECT c.relname AS table, k.conname AS name, k.contype AS type, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND k.contype IN ('p', 'u', 'f')`,
    [schema],
  );
  for (const row of constraints) {
    const definition = local(row.definition);
    // A primary key and a foreign key are told by what they are; their names are PostgreSQL's or drizzle's.
    if (row.type === 'p') facts.set(`${row.table} primary key`, definition);
    else if (row.type === 'f') facts.set(`${row.table} ${definition}`, 'foreign key');
    else facts.set(`${row.table} unique constraint ${row.name}`, definition);
  }
  const indexes = await database.query<{ table: string; name: string; definition: string }>(
    `SELECT c.relname AS table, i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class c ON c.oid = x.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid AND k.conrelid = x.indrelid)`,
    [schema],
  );
  for (const row of indexes) facts.set(`${row.table} index ${row.name}`, local(row.definition));
  return facts;
}

/** The drizzle tables of every schema module. */
const drizzleTables = (): PgTable[] =>
  [
    catalogueTables,
    purchasingTables,
    moneyTables,
    salesTables,
    returnsTables,
    releasesTables,
    mailTables,
    stockTables,
    mediaTables,
    priceListTables,
  ].flatMap((module) => Object.values(module).filter((value): value is PgTable => is(value, PgTable)));

/** Every fact on which the two sides differ, as «where: migrations X, drizzle Y». */
function differences(migrated: Facts, declared: Facts): string[] {
  const ignored = (key: string) => DATABASE_ONLY_TABLES.has(key.split(/[ .]/)[0] as string);
  const keys = [...new Set([...migrated.keys(), ...declared.keys()])].filter((key) => !ignored(key)).sort();
  return keys
    .filter((key) => migrated.get(key) !== declared.get(key))
    .map((key) => `${key}: migrations ${migrated.get(key) ?? '(absent)'}, drizzle ${declared.get(key) ?? '(absent)'}`);
}

describe.each(TEST_ENGINES)('the drizzle tables declare what the migrations create (%s)', (engine) => {
  let database: ShopDatabase;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(engine));
    await database.withSession(async (session) => {
      for (const statement of declaredDdl(drizzleTables())) await session.exec(statement);
    });
  });
  afterAll(() => drop());

  it('has no table, column, type, nullability, default, key or index on one side only or different', async () => {
    expect(differences(await catalogueOf(database, 'public'), await catalogueOf(database, DECLARED))).toEqual([]);
  });

  it('would name a drifted column with both sides', () => {
    const migrated: Facts = new Map([
      ['products.price type', 'integer'],
      ['schema_migrations', 'table'],
    ]);
    const declared: Facts = new Map([
      ['products.price type', 'bigint'],
      ['products.extra type', 'text'],
    ]);
    expect(differences(migrated, declared)).toEqual([
      'products.extra type: migrations (absent), drizzle text',
      'products.price type: migrations integer, drizzle bigint',
    ]);
  });
});
