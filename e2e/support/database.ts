import { randomBytes } from 'node:crypto';
import { test } from '@playwright/test';
import pg from 'pg';

/** The PostgreSQL server the production-mode journeys need; they are skipped without it. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database of the calling describe block's own on the TEST_DATABASE_URL server: created before its tests and
 * dropped after them, connections and all. Its URL.
 */
export function databaseOfItsOwn(prefix: string): string {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  test.beforeAll(() => onServer(`CREATE DATABASE ${name}`));
  test.afterAll(() => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(TEST_DATABASE_URL ?? 'postgres://localhost');
  url.pathname = `/${name}`;
  return url.toString();
}
