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
} from 'mfe-backoffice/graphql';
import type { ShopDatabase } from '../db/open-database';
import { returnClient } from './return-documents';

/** The back-office's buyer-return operations (mfe-backoffice/graphql), as text for HTTP. */
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
export const buyerReturnClient = (base: string, token: string) =>
  returnClient<BuyerReturnLineInput, BuyerReturnFieldsFragment>(base, token, 'shipmentNid', {
    create: B.createBuyerReturn,
    update: B.updateBuyerReturn,
    post: B.postBuyerReturn,
    cancel: B.cancelBuyerReturn,
    load: B.buyerReturn,
  });

/** The settlement amounts a buyer return wrote, oldest first. */
export const buyerReturnSettlementsOf = async (database: ShopDatabase, nid: number) =>
  (
    await database.query<{ counterparty_nid: number; amount: number }>(
      `SELECT counterparty_nid, amount FROM counterparty_moves WHERE document_type = 'BUYER_RETURN' AND document_nid = $1 ORDER BY id`,
      [nid],
    )
  ).map((row) => [row.counterparty_nid, row.amount]);
