import path from 'node:path';
import express from 'express';

/** Where the embedded PGlite database lives when DATABASE_URL is not set. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '../.data/pglite');

/** How the API reaches its database: DATABASE_URL for PostgreSQL, else PGlite under API_DATA_DIR. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const url = env.DATABASE_URL || undefined;
  return { url, dataDir: url ? undefined : (env.API_DATA_DIR ?? DEFAULT_DATA_DIR) };
}

/**
 * Which proxies' X-Forwarded-For names the client (express `trust proxy`): TRUST_PROXY as
 * addresses, subnets and the names `loopback`, `linklocal`, `uniquelocal` (comma-separated), or
 * a number of hops; default `loopback`. Anything else stops the API naming the variable — `true`
 * included, which would let any client choose the address its rate limits count.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): string | number {
  const raw = env.TRUST_PROXY?.trim() || 'loopback';
  const value = /^\d{1,2}$/.test(raw) ? Number(raw) : raw;
  try {
    if (typeof value === 'string' && /^(true|false)$/i.test(value)) throw new Error('not an address');
    express().set('trust proxy', value);
  } catch {
    throw new Error(`TRUST_PROXY must name the proxies in front of the API (addresses, subnets, loopback, linklocal, uniquelocal) or a number of hops, not «${raw}»`);
  }
  return value;
}
