import { listPayments, loadPayment } from '../money/payment-rows';
import { readPaymentRequest } from '../money/payment-request';
import { cancelPayment, postPayment } from '../money/post-payment';
import { createPayment, deletePayment, updatePayment } from '../money/save-payment';
import { accessToAll, documentResolvers, listResolver } from './document-resolvers';
import type { Resolvers } from './resolver-types.generated';

const payments = documentResolvers({
  idPrefix: 'payment',
  load: loadPayment,
  missing: (nid) => `Платёж № ${nid} не найден`,
});

export const paymentsResolvers: Resolvers = {
  Query: {
    payments: listResolver(listPayments),
    payment: payments.one,
  },
  Mutation: {
    createPayment: payments.create(createPayment, readPaymentRequest),
    updatePayment: payments.update(updatePayment, readPaymentRequest),
    deletePayment: payments.remove(deletePayment),
    postPayment: payments.step(postPayment),
    cancelPayment: payments.step(cancelPayment),
  },
  Payment: payments.fields('createdAt', 'postedAt', 'cancelledAt'),
};

/**
 * «Платежи» is money: administrators and purchasers only — the section's roles already keep
 * sellers out, so posting needs no separate action.
 */
export const paymentsAccess = accessToAll({ section: 'payments' }, paymentsResolvers, 'Query', 'Mutation');
