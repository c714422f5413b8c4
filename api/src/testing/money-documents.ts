import { print } from 'graphql';
import {
  BuyerDocument,
  BuyerInvoiceDocument,
  BuyerInvoicesDocument,
  BuyersDocument,
  CancelBuyerInvoiceDocument,
  CancelPaymentDocument,
  CancelSupplierInvoiceDocument,
  CreateBuyerInvoiceDocument,
  CreatePaymentDocument,
  CreateSupplierInvoiceDocument,
  DeletePaymentDocument,
  PaymentDocument,
  PaymentsDocument,
  PostPaymentDocument,
  SupplierInvoiceDocument,
  SupplierInvoicesDocument,
  UpdateBuyerInvoiceDocument,
  UpdatePaymentDocument,
  UpdateSupplierInvoiceDocument,
  type BuyerInvoiceFieldsFragment,
  type PaymentFieldsFragment,
  type PaymentInput,
  type SupplierInvoiceFieldsFragment,
} from 'mfe-backoffice/graphql';
import { fieldCaller } from './graphql-over-http';
import { purchasingClient } from './purchasing-documents';
import { testShop } from './test-api';
import type { TestEngine } from './test-database';

/** The back-office's money operations (mfe-backoffice/graphql), as text for HTTP. */
export const M = {
  buyers: print(BuyersDocument),
  buyer: print(BuyerDocument),
  buyerInvoices: print(BuyerInvoicesDocument),
  buyerInvoice: print(BuyerInvoiceDocument),
  createBuyerInvoice: print(CreateBuyerInvoiceDocument),
  updateBuyerInvoice: print(UpdateBuyerInvoiceDocument),
  cancelBuyerInvoice: print(CancelBuyerInvoiceDocument),
  supplierInvoices: print(SupplierInvoicesDocument),
  supplierInvoice: print(SupplierInvoiceDocument),
  createSupplierInvoice: print(CreateSupplierInvoiceDocument),
  updateSupplierInvoice: print(UpdateSupplierInvoiceDocument),
  cancelSupplierInvoice: print(CancelSupplierInvoiceDocument),
  payments: print(PaymentsDocument),
  payment: print(PaymentDocument),
  createPayment: print(CreatePaymentDocument),
  updatePayment: print(UpdatePaymentDocument),
  deletePayment: print(DeletePaymentDocument),
  postPayment: print(PostPaymentDocument),
  cancelPayment: print(CancelPaymentDocument),
};

/** A small client for one staff token: each call returns the answer's field, or throws its error. */
export function moneyClient(base: string, token: string) {
  const call = fieldCaller(base, token);
  return {
    invoiceOrder: (buyerOrderNid: number, dueDate = '2026-12-31') =>
      call<BuyerInvoiceFieldsFragment>(M.createBuyerInvoice, { input: { buyerOrderNid, dueDate } }),
    /** An invoice as its screen reads it; its payment records only when asked (the payments section's rule). */
    buyerInvoice: (nid: number, withPayments = false) =>
      call<BuyerInvoiceFieldsFragment & { payments?: PaymentFieldsFragment[] }>(M.buyerInvoice, { nid, withPayments }),
    cancelBuyerInvoice: (nid: number) => call<BuyerInvoiceFieldsFragment>(M.cancelBuyerInvoice, { nid }),
    cancelSupplierInvoice: (nid: number) => call<SupplierInvoiceFieldsFragment>(M.cancelSupplierInvoice, { nid }),
    supplierInvoice: (supplierOrderNid: number, amount: number) =>
      call<SupplierInvoiceFieldsFragment>(M.createSupplierInvoice, {
        input: { supplierOrderNid, number: 'СЧ-17', invoiceDate: '2026-11-20', amount },
      }),
    createPayment: (input: Partial<PaymentInput>) =>
      call<PaymentFieldsFragment>(M.createPayment, {
        input: { direction: 'IN', method: 'BANK', paidOn: '2026-11-21', ...input },
      }),
    postPayment: (nid: number) => call<PaymentFieldsFragment>(M.postPayment, { nid }),
    cancelPayment: (nid: number) => call<PaymentFieldsFragment>(M.cancelPayment, { nid }),
    /** A posted payment in one go. */
    async paid(input: Partial<PaymentInput>) {
      return this.postPayment((await this.createPayment(input)).nid);
    },
  };
}

/**
 * A shop with one staff member (`token`, signed in as `email`) who buys and sells, and their money
 * and purchasing clients, ready once the shop is up: what the payment and reconciliation tests stand on.
 */
export function moneyShop(engine: TestEngine, email: string) {
  const shop = testShop(engine, { staff: { token: [email, { isPurchaser: true, isSeller: true }] } });
  const money = {} as ReturnType<typeof moneyClient>;
  const purchasing = {} as ReturnType<typeof purchasingClient>;
  beforeAll(() => {
    Object.assign(money, moneyClient(shop.base, shop.tokens.token));
    Object.assign(purchasing, purchasingClient(shop.base, shop.tokens.token));
  });
  return { shop, money, purchasing };
}
