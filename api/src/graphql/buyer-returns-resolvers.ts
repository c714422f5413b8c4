import { readBuyerReturnRequest } from '../sales/buyer-return-request';
import { buyerReturnLinesOf, listBuyerReturns, loadBuyerReturn } from '../sales/buyer-return-rows';
import { returnWindowOf } from '../sales/buyer-return-window';
import { cancelBuyerReturn, postBuyerReturn } from '../sales/post-buyer-return';
import { createBuyerReturn, deleteBuyerReturn, updateBuyerReturn } from '../sales/save-buyer-return';
import type { BuyerReturnInput } from '../core/schema-types.generated';
import { accessToAll, documentResolvers, listResolver } from './document-resolvers';
import { locationField } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

const buyerReturns = documentResolvers({
  idPrefix: 'buyer-return',
  load: loadBuyerReturn,
  missing: (nid) => `Возврат от покупателя № ${nid} не найден`,
});

export const buyerReturnsResolvers: Resolvers = {
  Query: {
    buyerReturns: listResolver(listBuyerReturns),
    buyerReturn: buyerReturns.one,
  },
  Mutation: {
    // A new return is made against the shipment its goods left with.
    createBuyerReturn: buyerReturns.create((db, input: BuyerReturnInput, actor, now) =>
      createBuyerReturn(db, input.shipmentNid, readBuyerReturnRequest(input), actor, now),
    ),
    updateBuyerReturn: buyerReturns.update(updateBuyerReturn, readBuyerReturnRequest),
    deleteBuyerReturn: buyerReturns.remove(deleteBuyerReturn),
    postBuyerReturn: buyerReturns.step(postBuyerReturn),
    cancelBuyerReturn: buyerReturns.step(cancelBuyerReturn),
  },
  BuyerReturn: {
    location: locationField,
    ...buyerReturns.fields('shippedAt', 'createdAt', 'postedAt', 'cancelledAt'),
    returnDeadline: (buyerReturn) =>
      buyerReturn.shippedAt ? returnWindowOf(new Date(buyerReturn.shippedAt)).returnDeadline : null,
    lines: async (buyerReturn, _, { database }) => buyerReturn.lines ?? buyerReturnLinesOf(database.db, buyerReturn),
  },
};

/** Whoever opens «Возвраты покупателей» (administrators, sellers, purchasers) takes goods back and posts it. */
export const buyerReturnsAccess = accessToAll({ section: 'buyer-returns' }, buyerReturnsResolvers, 'Query', 'Mutation');
