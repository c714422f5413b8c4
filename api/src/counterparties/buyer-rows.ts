import { ilike, or } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { counterparties } from '../db/purchasing-schema';
import type { Page } from '../core/paging';
import { likePattern } from '../documents/document-list';
import { listCounterparties, loadCounterparty } from './counterparty-rows';

/** A buyer's card: the counterparty the shop's invoices, shipments and returns name. */
export type Buyer = typeof counterparties.$inferSelect;

/** Buyer counterparties by name; a search finds part of the name, the phone or the e-mail. */
export async function listBuyers(db: Db, search: string | null | undefined, page: Page) {
  const text = search?.trim();
  const pattern = text ? likePattern(text) : '';
  const match = text
    ? or(
        ilike(counterparties.name, pattern),
        ilike(counterparties.phone, likePattern(text.replace(/[^\d+]/g, '') || text)),
        ilike(counterparties.email, pattern),
      )
    : undefined;
  return listCounterparties(db, 'BUYER', match, page);
}

export const loadBuyer = (db: Db, nid: number) => loadCounterparty(db, 'BUYER', nid);
