import { eq } from 'drizzle-orm';
import { deliveryCost } from '@shop/shared/delivery';
import { productsByNid } from '../catalog/products-by-nid';
import type { BuyerOrderInput } from '../core/schema-types.generated';
import type { Db, ShopDatabase } from '../db/open-database';
import { buyerOrderLines, buyerOrders, MAX_INT4 } from '../db/schema';
import type { Viewer } from '../core/viewer';
import { badUserInput } from '../core/errors';
import { loadBuyerOrder, type BuyerOrder } from './buyer-order-rows';
import { announceBuyerOrder } from './order-events';
import { readOrderRequest, requestHash, type OrderRequest } from './order-request';
import { priceOrderLines } from './price-order-lines';
import { reserveNewOrder } from '../documents/stock-reservations';

/**
 * The order already placed under this key: itself when the request is the same, else
 * BAD_USER_INPUT (a key is one checkout attempt; other data under it is a client's mistake).
 */
async function earlierOrder(db: Db, key: string, hash: string): Promise<BuyerOrder | null> {
  const [earlier] = await db
    .select({ nid: buyerOrders.nid, requestHash: buyerOrders.requestHash })
    .from(buyerOrders)
    .where(eq(buyerOrders.idempotencyKey, key));
  if (!earlier) return null;
  if (earlier.requestHash !== hash)
    throw badUserInput('Этот заказ уже оформлен с другими данными. Обновите страницу и оформите заказ заново');
  return loadBuyerOrder(db, earlier.nid);
}

/**
 * Writes the order in one transaction: the order at the prices read, its lines, its announcement,
 * then what they reserve of free stock. The products are locked (in nid order, the lock order of
 * every writer of stock) only for that last step, where they are priced again: another checkout of
 * the same products waits for the reservation alone, not for the whole order, and a price changed in
 * between refuses the order as a change before it would. Null when a concurrent request with the same
 * key committed first (nothing is written then).
 */
async function insertOrder(
  db: Db,
  request: OrderRequest,
  hash: string,
  userUid: string | null,
  notify: readonly string[],
): Promise<number | null> {
  const nids = request.lines.map((line) => line.nid);
  return db.transaction(async (tx) => {
    const lines = priceOrderLines(request.lines, await productsByNid(tx, nids));
    const goodsTotal = lines.reduce((sum, line) => sum + line.amount, 0);
    const quote = deliveryCost({ method: request.delivery, orderTotal: goodsTotal, distanceKm: request.distanceKm });
    if (!quote.ok) throw badUserInput('Проверьте данные заказа', { fieldErrors: { distanceKm: quote.error } });
    if (goodsTotal + quote.cost > MAX_INT4)
      throw badUserInput('Слишком большая сумма для одного заказа — позвоните нам, оформим его вместе');

    const { idempotencyKey, contactName, phone, email, delivery, address, distanceKm, carrier, payment, comment } =
      request;
    const [order] = await tx
      .insert(buyerOrders)
      .values({
        contactName,
        phone,
        email,
        deliveryMethod: delivery,
        address,
        carrier,
        paymentMethod: payment,
        comment,
        distanceKm: distanceKm === null ? null : String(distanceKm),
        deliveryCost: quote.cost,
        goodsTotal,
        total: goodsTotal + quote.cost,
        userUid,
        idempotencyKey,
        requestHash: hash,
      })
      // Waits for a concurrent insert of the same key and, when it commits, writes nothing.
      .onConflictDoNothing({ target: buyerOrders.idempotencyKey })
      .returning({ nid: buyerOrders.nid });
    if (!order) return null;
    await tx.insert(buyerOrderLines).values(lines.map((line) => ({ ...line, orderNid: order.nid })));
    await announceBuyerOrder(tx, { nid: order.nid, email }, notify);
    // Priced again under the locks: the same prices (the buyer's) or the refusal of a change.
    priceOrderLines(request.lines, await productsByNid(tx, nids, 'update'));
    await reserveNewOrder(tx, { nid: order.nid, deliveryMethod: delivery }, lines);
    return order.nid;
  });
}

/**
 * Places an order from the cart: checks the input (key, lines, form), returns the earlier
 * order for a repeat of the same request, prices the lines and delivery anew and writes it
 * all at once. Each line reserves what is free at the locations that serve the order; the rest is
 * awaited («под заказ») and never refuses the order.
 * `admitNew` is asked before a new order is written (the rate limit; a repeat is not counted) and may throw;
 * `notify` are the staff addresses told of every new order (SHOP_ORDER_NOTIFY_EMAILS).
 */
export async function createBuyerOrder(
  database: ShopDatabase,
  input: BuyerOrderInput,
  viewer: Viewer | null,
  admitNew: () => Promise<void> = async () => undefined,
  notify: readonly string[] = [],
): Promise<BuyerOrder> {
  const { db } = database;
  const request = readOrderRequest(input);
  const userUid = viewer?.uid ?? null;
  const hash = requestHash(request, userUid);
  // A repeat returns the order even when prices have changed since it was placed.
  const earlier = await earlierOrder(db, request.idempotencyKey, hash);
  if (earlier) return earlier;
  await admitNew();
  const nid = await insertOrder(db, request, hash, userUid, notify);
  const order = nid === null ? await earlierOrder(db, request.idempotencyKey, hash) : await loadBuyerOrder(db, nid);
  if (!order) throw new Error(`Buyer order ${nid ?? request.idempotencyKey} vanished right after it was written`);
  return order;
}
