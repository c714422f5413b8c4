import { print } from 'graphql';
import { BuyerOrderCreatedDocument } from 'mfe-backoffice/graphql';
import {
  CartPricingDocument,
  CreateBuyerOrderDocument,
  MyBuyerOrdersDocument,
  type BuyerOrderInput,
} from 'mfe-cart/graphql';
import type { ShopDatabase } from '../db/open-database';

/** The cart's operations (mfe-cart/graphql) and the back-office's order feed, as text for HTTP and graphql-js. */
export const CREATE_BUYER_ORDER = print(CreateBuyerOrderDocument);
export const CART_PRICING = print(CartPricingDocument);
export const MY_BUYER_ORDERS = print(MyBuyerOrdersDocument);
export const BUYER_ORDER_CREATED = print(BuyerOrderCreatedDocument);

let keys = 0;

/** A fresh idempotency key: one per checkout attempt. */
export const newOrderKey = () => `test-order-${process.pid}-${(keys += 1)}`;

/** How the API answers an order of `orderInput`'s delivery: inside the ring road for 700 ₽, paid in cash. */
export const RING_ROAD_CASH_DELIVERY = {
  delivery: 'RING_ROAD',
  address: 'Москва, Тверская ул., 1',
  distanceKm: null,
  carrier: null,
  deliveryCost: 700,
  payment: 'CASH',
} as const;

/**
 * A valid order of one Grohe mixer (fixture nid 1, 10 000 ₽) delivered inside the ring road,
 * with a fresh key; `changes` replace fields.
 */
export function orderInput(changes: Partial<BuyerOrderInput> = {}): BuyerOrderInput {
  return {
    idempotencyKey: newOrderKey(),
    lines: [{ nid: 1, quantity: 1, price: 10_000 }],
    contactName: ' Иван Петров ',
    phone: '8 (926) 123-45-67',
    email: ' Ivan.Petrov@Mail.RU ',
    delivery: RING_ROAD_CASH_DELIVERY.delivery,
    address: RING_ROAD_CASH_DELIVERY.address,
    payment: RING_ROAD_CASH_DELIVERY.payment,
    ...changes,
  };
}

/** How many orders and order lines the database holds. */
export async function countOrderRows(database: ShopDatabase): Promise<{ orders: number; lines: number }> {
  const [row] = await database.query<{ orders: number; lines: number }>(
    'SELECT (SELECT count(*)::int FROM buyer_orders) AS orders, (SELECT count(*)::int FROM buyer_order_lines) AS lines',
  );
  return row as { orders: number; lines: number };
}
