import { eq, ilike, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { counterparties, counterpartyMoves } from '../db/purchasing-schema';
import type { Page } from '../core/paging';
import { likePattern } from '../purchasing/document-actor';
import { listCounterparties, loadCounterparty } from '../purchasing/counterparty-rows';

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

/** The settlements balance of a counterparty: positive — the shop owes it, negative — it owes the shop. */
export async function balanceOf(db: Db, counterpartyNid: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string | null>`${sum(counterpartyMoves.amount)}` })
    .from(counterpartyMoves)
    .where(eq(counterpartyMoves.counterpartyNid, counterpartyNid));
  return Number(row?.balance ?? 0);
}
