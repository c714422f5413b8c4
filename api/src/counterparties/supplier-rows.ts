import { and, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { counterparties } from '../db/purchasing-schema';
import { badUserInput, notFound } from '../core/errors';
import type { Page } from '../core/paging';
import { createdBy, type DocumentActor } from '../documents/document-actor';
import { likePattern } from '../documents/document-list';
import type { SupplierRequest } from './supplier-request';
import { listCounterparties, loadCounterparty } from './counterparty-rows';

export type Supplier = typeof counterparties.$inferSelect;

const isSupplier = eq(counterparties.kind, 'SUPPLIER');

/** Suppliers by name, with the count for the search; a search finds part of the name or the INN. */
export async function listSuppliers(db: Db, search: string | null | undefined, page: Page) {
  const text = search?.trim();
  const match = text
    ? or(ilike(counterparties.name, likePattern(text)), ilike(counterparties.inn, likePattern(text.replace(/\s/g, ''))))
    : undefined;
  return listCounterparties(db, 'SUPPLIER', match, page);
}

export const loadSupplier = (db: Db, nid: number): Promise<Supplier | null> => loadCounterparty(db, 'SUPPLIER', nid);

/** Refuses a second card with the same INN and KPP (a branch has its own KPP), naming the one there is. */
async function refuseDuplicate(db: Db, request: SupplierRequest, exceptNid?: number) {
  const conditions: (SQL | undefined)[] = [
    isSupplier,
    eq(counterparties.inn, request.inn),
    sql`coalesce(${counterparties.kpp}, '') = ${request.kpp ?? ''}`,
  ];
  if (exceptNid) conditions.push(ne(counterparties.nid, exceptNid));
  const [twin] = await db
    .select({ name: counterparties.name })
    .from(counterparties)
    .where(and(...conditions));
  if (twin) {
    throw badUserInput('Поставщик не сохранён: проверьте выделенные поля', {
      fieldErrors: { inn: `Поставщик с этим ИНН${request.kpp ? ' и КПП' : ''} уже есть: «${twin.name}»` },
    });
  }
}

export async function createSupplier(db: Db, request: SupplierRequest, actor: DocumentActor): Promise<Supplier> {
  await refuseDuplicate(db, request);
  const [row] = await db
    .insert(counterparties)
    .values({ ...request, kind: 'SUPPLIER', ...createdBy(actor) })
    .returning();
  if (!row) throw new Error('supplier insert returned no row');
  return row;
}

export async function updateSupplier(db: Db, nid: number, request: SupplierRequest): Promise<Supplier> {
  await refuseDuplicate(db, request, nid);
  const [row] = await db
    .update(counterparties)
    .set(request)
    .where(and(eq(counterparties.nid, nid), isSupplier))
    .returning();
  if (!row) throw notFound(`Поставщик № ${nid} не найден`);
  return row;
}
