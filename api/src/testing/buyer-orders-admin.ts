import { print } from 'graphql';
import { BuyerOrderDocument, BuyerOrdersDocument, ChangeBuyerOrderStatusDocument } from 'mfe-backoffice/graphql';
import type { BuyerOrderInput } from 'mfe-cart/graphql';
import type { ShopDatabase } from '../db/open-database';
import { CREATE_BUYER_ORDER, orderInput } from './buyer-order-input';
import { graphqlData } from './graphql-over-http';

/** The back-office's buyer-order operations (mfe-backoffice/graphql), as text for HTTP. */
export const BUYER_ORDERS = print(BuyerOrdersDocument);
export const BUYER_ORDER = print(BuyerOrderDocument);
export const CHANGE_BUYER_ORDER_STATUS = print(ChangeBuyerOrderStatusDocument);

/** Places an order over HTTP (as a guest, or as the holder of idToken) and gives its nid. */
export async function placeOrderOver(
  base: string,
  changes: Partial<BuyerOrderInput> = {},
  idToken?: string,
): Promise<number> {
  const data = await graphqlData<{ createBuyerOrder: { nid: number } }>(
    base,
    CREATE_BUYER_ORDER,
    { input: orderInput(changes) },
    idToken,
  );
  return data.createBuyerOrder.nid;
}

/** Moves an order's creation time, as if it had been placed then. */
export async function backdateOrder(database: ShopDatabase, nid: number, createdAt: string): Promise<void> {
  await database.query('UPDATE buyer_orders SET created_at = $2 WHERE nid = $1', [nid, createdAt]);
}
