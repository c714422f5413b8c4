import { print } from 'graphql';
import {
  AcceptanceDocument,
  CancelAcceptanceDocument,
  CancelSupplierOrderDocument,
  CloseSupplierOrderDocument,
  CreateAcceptanceDocument,
  CreateSupplierDocument,
  CreateSupplierOrderDocument,
  DeleteAcceptanceDocument,
  DeleteSupplierOrderDocument,
  PlaceSupplierOrderDocument,
  PostAcceptanceDocument,
  SupplierDocument,
  SupplierOrderDocument,
  SupplierOrdersDocument,
  SuppliersDocument,
  UpdateAcceptanceDocument,
  UpdateSupplierDocument,
  UpdateSupplierOrderDocument,
  AcceptancesDocument,
  type AcceptanceFieldsFragment,
  type SupplierFieldsFragment,
  type SupplierOrderFieldsFragment,
} from 'mfe-backoffice/graphql';
import type { ShopDatabase } from '../db/open-database';
import { fieldCaller } from './graphql-over-http';

/** The back-office's purchasing operations (mfe-backoffice/graphql), as text for HTTP. */
export const P = {
  suppliers: print(SuppliersDocument),
  supplier: print(SupplierDocument),
  createSupplier: print(CreateSupplierDocument),
  updateSupplier: print(UpdateSupplierDocument),
  supplierOrders: print(SupplierOrdersDocument),
  supplierOrder: print(SupplierOrderDocument),
  createSupplierOrder: print(CreateSupplierOrderDocument),
  updateSupplierOrder: print(UpdateSupplierOrderDocument),
  deleteSupplierOrder: print(DeleteSupplierOrderDocument),
  placeSupplierOrder: print(PlaceSupplierOrderDocument),
  cancelSupplierOrder: print(CancelSupplierOrderDocument),
  closeSupplierOrder: print(CloseSupplierOrderDocument),
  acceptances: print(AcceptancesDocument),
  acceptance: print(AcceptanceDocument),
  createAcceptance: print(CreateAcceptanceDocument),
  updateAcceptance: print(UpdateAcceptanceDocument),
  deleteAcceptance: print(DeleteAcceptanceDocument),
  postAcceptance: print(PostAcceptanceDocument),
  cancelAcceptance: print(CancelAcceptanceDocument),
};

/** Valid INNs (their check digits add up): two companies and an entrepreneur. */
export const INN = { sber: '7707083893', yandex: '7736207543', entrepreneur: '500100732259' };

type Line = { nid: number; quantity: number; price: number };

/** A small client for one staff token: each call returns the mutation's answer, or throws its error. */
export function purchasingClient(base: string, token: string) {
  const call = fieldCaller(base, token);
  return {
    createSupplier: (name: string, inn: string) =>
      call<SupplierFieldsFragment>(P.createSupplier, { input: { name, inn } }),
    createOrder: (supplierNid: number, lines: Line[]) =>
      call<SupplierOrderFieldsFragment>(P.createSupplierOrder, { input: { supplierNid, lines } }),
    placeOrder: (nid: number) => call<SupplierOrderFieldsFragment>(P.placeSupplierOrder, { nid }),
    order: (nid: number) => call<SupplierOrderFieldsFragment>(P.supplierOrder, { nid }),
    createAcceptance: (
      supplierOrderNid: number,
      lines?: { orderLineNo: number; quantity: number; discrepancy?: string; note?: string }[],
    ) => call<AcceptanceFieldsFragment>(P.createAcceptance, { input: { supplierOrderNid, lines } }),
    postAcceptance: (nid: number) => call<AcceptanceFieldsFragment>(P.postAcceptance, { nid }),
    cancelAcceptance: (nid: number) => call<AcceptanceFieldsFragment>(P.cancelAcceptance, { nid }),
    /** A supplier with a placed order for these lines. */
    async placedOrder(supplierNid: number, lines: Line[]) {
      return this.placeOrder((await this.createOrder(supplierNid, lines)).nid);
    },
  };
}

/** A supplier's balance as its card shows it, read with this token. */
export const supplierBalanceOf = async (base: string, token: string, nid: number) =>
  (await fieldCaller(base, token)<{ balance: number }>(P.supplier, { nid })).balance;

/** The settlement rows of a supplier, oldest first. */
export const settlementsOf = (database: ShopDatabase, supplierNid: number) =>
  database.query<{ amount: number; document_type: string; document_nid: number }>(
    'SELECT amount, document_type, document_nid FROM counterparty_moves WHERE counterparty_nid = $1 ORDER BY id',
    [supplierNid],
  );

export const stockOf = async (database: ShopDatabase, nid: number) =>
  (await database.query<{ stock: number }>('SELECT stock FROM products WHERE nid = $1', [nid]))[0]?.stock;
