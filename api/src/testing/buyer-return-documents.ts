import { print } from 'graphql';
import {
  BuyerReturnDocument,
  BuyerReturnsDocument,
  CancelBuyerReturnDocument,
  CreateBuyerReturnDocument,
  DeleteBuyerReturnDocument,
  PostBuyerReturnDocument,
  UpdateBuyerReturnDocument,
  type BuyerReturnFieldsFragment,
  type BuyerReturnLineInput,
} from '@shop/shared/graphql';
import type { ShopDatabase } from '../db/open-database';
import { graphqlData } from './graphql-over-http';

/** The back-office's buyer-return operations (@shop/shared/graphql), as text for HTTP. */
export const B = {
  buyerReturns: print(BuyerReturnsDocument),
  buyerReturn: print(BuyerReturnDocument),
  createBuyerReturn: print(CreateBuyerReturnDocument),
  updateBuyerReturn: print(UpdateBuyerReturnDocument),
  deleteBuyerReturn: print(DeleteBuyerReturnDocument),
  postBuyerReturn: print(PostBuyerReturnDocument),
  cancelBuyerReturn: print(CancelBuyerReturnDocument),
};

/** A small client for one staff token: each call returns the mutation's answer, or throws its error. */
export function buyerReturnClient(base: string, token: string) {
  const call = async <T>(query: string, variables: Record<string, unknown>) =>
    Object.values(await graphqlData<Record<string, T>>(base, query, variables, token))[0] as T;
  return {
    create: (shipmentNid: number, lines?: BuyerReturnLineInput[]) =>
      call<BuyerReturnFieldsFragment>(B.createBuyerReturn, { input: { shipmentNid, lines } }),
    update: (nid: number, lines: BuyerReturnLineInput[], comment?: string) =>
      call<BuyerReturnFieldsFragment>(B.updateBuyerReturn, { nid, input: { lines, comment } }),
    post: (nid: number) => call<BuyerReturnFieldsFragment>(B.postBuyerReturn, { nid }),
    cancel: (nid: number) => call<BuyerReturnFieldsFragment>(B.cancelBuyerReturn, { nid }),
    load: (nid: number) => call<BuyerReturnFieldsFragment>(B.buyerReturn, { nid }),
    /** A posted return of these lines in one go. */
    async posted(shipmentNid: number, lines: BuyerReturnLineInput[]) {
      return this.post((await this.create(shipmentNid, lines)).nid);
    },
  };
}

/** The stock moves a buyer return wrote, oldest first, as (product, quantity, reason). */
export const buyerReturnMovesOf = async (database: ShopDatabase, nid: number) =>
  (
    await database.query<{ product_nid: number; quantity: number; reason: string }>(
      `SELECT product_nid, quantity, reason FROM stock_moves WHERE document_type = 'BUYER_RETURN' AND document_nid = $1 ORDER BY id`,
      [nid],
    )
  ).map((move) => [move.product_nid, move.quantity, move.reason]);

/** The settlement amounts a buyer return wrote, oldest first. */
export const buyerReturnSettlementsOf = async (database: ShopDatabase, nid: number) =>
  (
    await database.query<{ counterparty_nid: number; amount: number }>(
      `SELECT counterparty_nid, amount FROM counterparty_moves WHERE document_type = 'BUYER_RETURN' AND document_nid = $1 ORDER BY id`,
      [nid],
    )
  ).map((row) => [row.counterparty_nid, row.amount]);
