import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { shopSecrets } from '../db/mail-schema';

/** A link's key: 32 bytes of HMAC-SHA256 in base64url. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const secrets = new WeakMap<Db, Promise<string>>();

/** The database's order-link secret (migration 0020), read once per database handle. */
function orderLinkSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = db
      .select({ secret: shopSecrets.secret })
      .from(shopSecrets)
      .where(eq(shopSecrets.name, 'order-link'))
      .then(([row]) => {
        if (!row) throw new Error('The order-link secret is missing: migration 0020 makes it');
        return row.secret;
      });
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const sign = (secret: string, nid: number, version: number) =>
  createHmac('sha256', secret).update(`order-link:${nid}:${version}`).digest('base64url');

/** The key of an order's link at its link version: what the buyer's e-mail carries. */
export async function orderLinkKey(db: Db, order: { nid: number; linkVersion: number }): Promise<string> {
  return sign(await orderLinkSecret(db), order.nid, order.linkVersion);
}

/** Whether `key` is the order's link key now (compared in constant time); anything malformed is not. */
export async function isOrderLinkKey(
  db: Db,
  order: { nid: number; linkVersion: number },
  key: string,
): Promise<boolean> {
  if (!KEY_PATTERN.test(key)) return false;
  const expected = Buffer.from(await orderLinkKey(db, order));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The order's page a message links to: opens without sign-in while the link is not revoked. */
export const orderLinkPath = (number: string, key: string) =>
  `/cart/order/${encodeURIComponent(number)}?key=${encodeURIComponent(key)}`;
