import { and, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../core/transaction';
import { counterparties } from '../db/purchasing-schema';
import type { buyerOrders } from '../db/schema';
import { createdBy, type DocumentActor } from '../documents/document-actor';

type BuyerOrder = typeof buyerOrders.$inferSelect;

/**
 * The buyer counterparty of an order: the one with the order's phone (kept as +7XXXXXXXXXX) or
 * e-mail (lower-cased) when there is one, else a new card from the order's contact. The phone
 * wins over the e-mail, so a family sharing an address still gets one card per phone.
 */
export async function buyerOfOrder(tx: Tx, order: BuyerOrder, actor: DocumentActor): Promise<number> {
  const phone = order.phone.trim();
  const email = order.email.trim().toLowerCase();
  // Two invoices for one new buyer at once must not make two cards: they queue on the phone.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`buyer:${phone}`}))`);
  const matches = await tx
    .select({ nid: counterparties.nid, phone: counterparties.phone })
    .from(counterparties)
    .where(and(eq(counterparties.kind, 'BUYER'), or(eq(counterparties.phone, phone), eq(counterparties.email, email))))
    .orderBy(counterparties.nid);
  const match = matches.find((row) => row.phone === phone) ?? matches[0];
  if (match) return match.nid;
  const [row] = await tx
    .insert(counterparties)
    .values({
      kind: 'BUYER',
      name: order.contactName,
      inn: null,
      phone,
      email,
      address: order.address,
      ...createdBy(actor),
    })
    .returning({ nid: counterparties.nid });
  if (!row) throw new Error('buyer insert returned no row');
  return row.nid;
}
