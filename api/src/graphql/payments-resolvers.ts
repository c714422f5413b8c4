import type { FieldAccess } from '../auth/field-access';
import { listPayments, loadPayment } from '../money/payment-rows';
import { readPaymentRequest } from '../money/payment-request';
import { cancelPayment, postPayment } from '../money/post-payment';
import { createPayment, deletePayment, updatePayment } from '../money/save-payment';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

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

export const paymentsResolvers: Resolvers = {
  Query: {
    payments: (_, args, { database }) =>
      listPayments(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    payment: (_, { nid }, { database }) => loadPayment(database.db, nid),
  },
  Mutation: {
    createPayment: async (_, { input }, context) =>
      paymentOrNotFound(context, await createPayment(context.database.db, readPaymentRequest(input), actorIn(context))),
    updatePayment: async (_, { nid, input }, context) => {
      await updatePayment(context.database.db, nid, readPaymentRequest(input));
      return paymentOrNotFound(context, nid);
    },
    deletePayment: async (_, { nid }, context) => {
      await deletePayment(context.database.db, nid);
      return true;
    },
    postPayment: async (_, { nid }, context) => {
      await postPayment(context.database.db, nid, actorIn(context));
      return paymentOrNotFound(context, nid);
    },
    cancelPayment: async (_, { nid }, context) => {
      await cancelPayment(context.database.db, nid, actorIn(context));
      return paymentOrNotFound(context, nid);
    },
  },
  Payment: {
    _id: (payment) => `payment-${payment.nid}`,
    createdAt: (payment) => isoOf(payment.createdAt),
    postedAt: (payment) => isoOf(payment.postedAt),
    cancelledAt: (payment) => isoOf(payment.cancelledAt),
  },
};
