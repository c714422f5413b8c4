import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { counterparties, type COUNTERPARTY_KINDS } from '../db/purchasing-schema';
import { countRows, listPage } from '../documents/document-list';
import type { Page } from '../core/paging';

type CounterpartyKind = (typeof COUNTERPARTY_KINDS)[number];

/** Counterparties of one kind by name, with the count; `search` narrows them (no search: all of them). */
export async function listCounterparties(db: Db, kind: CounterpartyKind, search: SQL | undefined, page: Page) {
  const where = and(eq(counterparties.kind, kind), search);
  return listPage(
    db.select().from(counterparties).where(where).orderBy(asc(counterparties.name), asc(counterparties.nid)),
    countRows(db, counterparties, where),
    page,
  );
}

/** One counterparty of this kind; null when there is none (or it is of another kind). */
export async function loadCounterparty(db: Db, kind: CounterpartyKind, nid: number) {
  const [row] = await db
    .select()
    .from(counterparties)
    .where(and(eq(counterparties.nid, nid), eq(counterparties.kind, kind)));
  return row ?? null;
}
