import { print } from 'graphql';
import {
  CancelSupplierReturnDocument,
  CreateSupplierReturnDocument,
  DeleteSupplierReturnDocument,
  PostSupplierReturnDocument,
  SupplierReturnDocument,
  SupplierReturnsDocument,
  UpdateSupplierReturnDocument,
  type SupplierReturnFieldsFragment,
  type SupplierReturnLineInput,
} from '@shop/shared/graphql';
import type { ShopDatabase } from '../db/open-database';
import { graphqlData } from './graphql-over-http';

/** The back-office's supplier-return operations (@shop/shared/graphql), as text for HTTP. */
export const R = {
  supplierReturns: print(SupplierReturnsDocument),
  supplierReturn: print(SupplierReturnDocument),
  createSupplierReturn: print(CreateSupplierReturnDocument),
  updateSupplierReturn: print(UpdateSupplierReturnDocument),
  deleteSupplierReturn: print(DeleteSupplierReturnDocument),
  postSupplierReturn: print(PostSupplierReturnDocument),
  cancelSupplierReturn: print(CancelSupplierReturnDocument),
};

/** A small client for one staff token: each call returns the mutation's answer, or throws its error. */
export function supplierReturnClient(base: string, token: string) {
  const call = async <T>(query: string, variables: Record<string, unknown>) =>
    Object.values(await graphqlData<Record<string, T>>(base, query, variables, token))[0] as T;
  return {
    create: (acceptanceNid: number, lines?: SupplierReturnLineInput[]) =>
      call<SupplierReturnFieldsFragment>(R.createSupplierReturn, { input: { acceptanceNid, lines } }),
    update: (nid: number, lines: SupplierReturnLineInput[], comment?: string) =>
      call<SupplierReturnFieldsFragment>(R.updateSupplierReturn, { nid, input: { lines, comment } }),
    post: (nid: number) => call<SupplierReturnFieldsFragment>(R.postSupplierReturn, { nid }),
    cancel: (nid: number) => call<SupplierReturnFieldsFragment>(R.cancelSupplierReturn, { nid }),
    load: (nid: number) => call<SupplierReturnFieldsFragment>(R.supplierReturn, { nid }),
    /** A posted return of these lines in one go. */
    async posted(acceptanceNid: number, lines: SupplierReturnLineInput[]) {
      return this.post((await this.create(acceptanceNid, lines)).nid);
    },
  };
}

/** The stock moves a supplier return wrote, oldest first. */
export const returnMovesOf = (database: ShopDatabase, nid: number) =>
  database.query<{ product_nid: number; quantity: number; reason: string }>(
    `SELECT product_nid, quantity, reason FROM stock_moves WHERE document_type = 'SUPPLIER_RETURN' AND document_nid = $1 ORDER BY id`,
    [nid],
  );
