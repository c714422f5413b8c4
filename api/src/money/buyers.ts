import { and, asc, count, eq, ilike, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { counterparties, counterpartyMoves } from '../db/purchasing-schema';
import type { Page } from '../core/paging';
import { likePattern } from '../purchasing/document-actor';

const isBuyer = eq(counterparties.kind, 'BUYER');

/** Buyer counterparties by name; a search finds part of the name, the phone or the e-mail. */
export async function listBuyers(db: Db, search: string | null | undefined, page: Page) {
  const text = search?.trim();
  const pattern = text ? likePattern(text) : '';
  const where = text
    ? and(
        isBuyer,
        or(
          ilike(counterparties.name, pattern),
          ilike(counterparties.phone, likePattern(text.replace(/[^\d+]/g, '') || text)),
          ilike(counterparties.email, pattern),
        ),
      )
    : isBuyer;
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(counterparties)
      .where(where)
      .orderBy(asc(counterparties.name), asc(counterparties.nid))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(counterparties).where(where),
  ]);
  return { total: totals?.total ?? 0, items };
}

export async function loadBuyer(db: Db, nid: number) {
  const [row] = await db
    .select()
    .from(counterparties)
    .where(and(eq(counterparties.nid, nid), isBuyer));
  return row ?? null;
}

/** The settlements balance of a counterparty: positive — the shop owes it, negative — it owes the shop. */
export async function balanceOf(db: Db, counterpartyNid: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string | null>`${sum(counterpartyMoves.amount)}` })
    .from(counterpartyMoves)
    .where(eq(counterpartyMoves.counterpartyNid, counterpartyNid));
  return Number(row?.balance ?? 0);
}
