import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { stockLocations } from '../db/schema';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';

// Where goods are kept (docs/requirements.md, «Stock»): the rows of `stock_locations` (migration
// 0023; their nids are fixed there: WAREHOUSE_NID, SHOP_NID). A document names its location; left
// unnamed, goods come in and leave at the warehouse (where all stock was before locations), and a
// return goes back where its goods came from.

export type StockLocation = typeof stockLocations.$inferSelect;

/** Every location, in the order lists show them. */
export function listStockLocations(db: Db | Tx): Promise<StockLocation[]> {
  return db.select().from(stockLocations).orderBy(asc(stockLocations.position), asc(stockLocations.nid));
}

/** A document's location (its foreign key makes it exist). */
export async function locationOf(tx: Tx, nid: number): Promise<StockLocation> {
  const [location] = await tx.select().from(stockLocations).where(eq(stockLocations.nid, nid));
  if (!location) throw new Error(`stock location ${nid} is missing`);
  return location;
}

/**
 * The location a document names, refused beside its field (`locationNid`) when there is none such;
 * `notSaved` is the document's own «… не сохранена» sentence.
 */
async function namedLocation(tx: Tx, nid: number, notSaved: string): Promise<StockLocation> {
  const [location] = await tx.select().from(stockLocations).where(eq(stockLocations.nid, nid));
  if (!location) throw badUserInput(notSaved, { fieldErrors: { locationNid: 'Такого места хранения нет' } });
  return location;
}

/** The location a saved document takes: the one chosen (checked to exist), or `fallback` when none was. */
export async function locationFor(tx: Tx, chosen: number | null, fallback: number, notSaved: string): Promise<number> {
  return chosen === null ? fallback : (await namedLocation(tx, chosen, notSaved)).nid;
}

/**
 * How a message names the stock that may leave a location: «в месте хранения «Склад» 3 шт.», and with
 * units reserved for orders there «в месте хранения «Склад» свободно 1 шт. (ещё 2 шт. в резерве под заказы)».
 */
export const stockAt = (location: Pick<StockLocation, 'name'>, free: number, reserved = 0) =>
  reserved > 0
    ? `в месте хранения «${location.name}» свободно ${free} шт. (ещё ${reserved} шт. в резерве под заказы)`
    : `в месте хранения «${location.name}» ${free} шт.`;
