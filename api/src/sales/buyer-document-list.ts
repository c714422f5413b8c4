import { count, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open-database';
import { counterparties } from '../db/purchasing-schema';
import { buyerOrders } from '../db/schema';
import { likePattern } from '../documents/document-list';

/** A document written for a buyer's order: a shipment or a buyer return. */
type BuyerDocumentTable = PgTable & { buyerNid: PgColumn; buyerOrderNid: PgColumn };

/**
 * The list's search: digits alone (a № and spaces allowed) find the document's or the order's
 * number; any other text, part of the buyer's name or of the order's contact name.
 */
export function buyerDocumentSearch(nid: AnyColumn, search: string | null | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const digits = /^[№\s\d]+$/.test(text) ? text.replace(/\D/g, '') : '';
  return digits
    ? or(sql`${nid}::text = ${digits}`, eq(buyerOrders.number, digits))
    : or(ilike(counterparties.name, likePattern(text)), ilike(buyerOrders.contactName, likePattern(text)));
}

/**
 * A buyer document's select joined to its buyer and its order: what its list shows and what
 * its search looks at (`query` is made dynamic, `.$dynamic()`, to be joined here).
 */
export const withBuyerAndOrder = <Query extends PgSelect>(query: Query, document: BuyerDocumentTable) =>
  query
    .innerJoin(counterparties, eq(counterparties.nid, document.buyerNid))
    .innerJoin(buyerOrders, eq(buyerOrders.nid, document.buyerOrderNid));

/** How many documents the filter finds: it may look at the buyer and the order, so they are joined. */
export const countBuyerDocuments = (db: Db, document: BuyerDocumentTable, where: SQL | undefined) =>
  withBuyerAndOrder(db.select({ total: count() }).from(document).$dynamic(), document).where(where);
