import { shopToday } from '@shop/shared/shop-days';
import type { DeliveryMethod } from '../core/schema-types.generated';
import type { Db } from '../db/open-database';
import { previewReservation } from '../documents/stock-reservations';
import { stockOutlooks } from '../purchasing/stock-outlook';
import { checkOrderLines } from './order-request';

/** A cart line as an order of it would be served now (`Query.cartAvailability`). */
export interface CartLineAvailability {
  nid: number;
  quantity: number;
  reserved: number;
  awaited: number;
  expectedDate: string | null;
}

/**
 * What each cart line would reserve and wait for if the order were placed now with this delivery:
 * the reservation rules the checkout applies (one implementation, previewReservation), then, for
 * the units it would wait for, the day they come (stockOutlooks). The lines are checked as an order's are. Read without locks: it is a forecast, and the
 * order placed may find less.
 */
export async function cartAvailability(
  db: Db,
  lines: readonly { nid: number; quantity: number }[],
  delivery: DeliveryMethod,
  now: Date,
): Promise<CartLineAvailability[]> {
  checkOrderLines(lines);
  const plan = await previewReservation(
    db,
    delivery,
    lines.map(({ nid, quantity }) => ({ productNid: nid, quantity })),
  );
  const waiting = plan.filter((line) => line.awaited > 0);
  const outlooks = waiting.length
    ? await stockOutlooks(
        db,
        waiting.map((line) => ({ nid: line.productNid, wanted: line.awaited })),
        shopToday(now),
      )
    : new Map();
  return plan.map(({ productNid, quantity, reserved, awaited }) => ({
    nid: productNid,
    quantity,
    reserved,
    awaited,
    expectedDate: awaited > 0 ? (outlooks.get(productNid)?.expectedDate ?? null) : null,
  }));
}
