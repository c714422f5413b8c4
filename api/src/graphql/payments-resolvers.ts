import type { FieldAccess } from '../auth/field-access';
import { listPayments, loadPayment, type Payment, type PaymentFilter } from '../money/payment-rows';
import { readPaymentRequest, type PaymentInput } from '../money/payment-request';
import { cancelPayment, postPayment } from '../money/post-payment';
import { createPayment, deletePayment, updatePayment } from '../money/save-payment';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf, type PageArgs } from './document-fields';

const SECTION = { section: 'payments' } as const;

/**
 * «Платежи» is money: administrators and purchasers only — the section's roles already keep
 * sellers out, so posting needs no separate action.
 */
export const paymentsAccess: FieldAccess = {
  'Query.payments': SECTION,
  'Query.payment': SECTION,
  'Mutation.createPayment': SECTION,
  'Mutation.updatePayment': SECTION,
  'Mutation.deletePayment': SECTION,
  'Mutation.postPayment': SECTION,
  'Mutation.cancelPayment': SECTION,
};

async function paymentOrNotFound(context: ShopContext, nid: number) {
  const payment = await loadPayment(context.database.db, nid);
  if (!payment) throw notFound(`Платёж № ${nid} не найден`);
  return payment;
}

type NidArgs = { nid: number };

export const paymentsResolvers = {
  Query: {
    payments: (_: unknown, args: { filter?: PaymentFilter | null } & PageArgs, { database }: ShopContext) =>
      listPayments(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    payment: (_: unknown, { nid }: NidArgs, { database }: ShopContext) => loadPayment(database.db, nid),
  },
  Mutation: {
    createPayment: async (_: unknown, { input }: { input: PaymentInput }, context: ShopContext) =>
      paymentOrNotFound(context, await createPayment(context.database.db, readPaymentRequest(input), actorIn(context))),
    updatePayment: async (_: unknown, { nid, input }: NidArgs & { input: PaymentInput }, context: ShopContext) => {
      await updatePayment(context.database.db, nid, readPaymentRequest(input));
      return paymentOrNotFound(context, nid);
    },
    deletePayment: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await deletePayment(context.database.db, nid);
      return true;
    },
    postPayment: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await postPayment(context.database.db, nid, actorIn(context));
      return paymentOrNotFound(context, nid);
    },
    cancelPayment: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await cancelPayment(context.database.db, nid, actorIn(context));
      return paymentOrNotFound(context, nid);
    },
  },
  Payment: {
    _id: (payment: Payment) => `payment-${payment.nid}`,
    createdAt: (payment: Payment) => isoOf(payment.createdAt),
    postedAt: (payment: Payment) => isoOf(payment.postedAt),
    cancelledAt: (payment: Payment) => isoOf(payment.cancelledAt),
  },
};
