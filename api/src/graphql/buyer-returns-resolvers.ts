import type { FieldAccess } from '../auth/field-access';
import { readBuyerReturnRequest } from '../sales/buyer-return-request';
import { buyerReturnLinesOf, listBuyerReturns, loadBuyerReturn } from '../sales/buyer-return-rows';
import { returnWindowOf } from '../sales/buyer-return-window';
import { cancelBuyerReturn, postBuyerReturn } from '../sales/post-buyer-return';
import { createBuyerReturn, deleteBuyerReturn, updateBuyerReturn } from '../sales/save-buyer-return';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

const SECTION = { section: 'buyer-returns' } as const;

/** Whoever opens «Возвраты покупателей» (administrators, sellers, purchasers) takes goods back and posts it. */
export const buyerReturnsAccess: FieldAccess = {
  'Query.buyerReturns': SECTION,
  'Query.buyerReturn': SECTION,
  'Mutation.createBuyerReturn': SECTION,
  'Mutation.updateBuyerReturn': SECTION,
  'Mutation.deleteBuyerReturn': SECTION,
  'Mutation.postBuyerReturn': SECTION,
  'Mutation.cancelBuyerReturn': SECTION,
};

async function returnOrNotFound(context: ShopContext, nid: number) {
  const buyerReturn = await loadBuyerReturn(context.database.db, nid);
  if (!buyerReturn) throw notFound(`Возврат от покупателя № ${nid} не найден`);
  return buyerReturn;
}

export const buyerReturnsResolvers: Resolvers = {
  Query: {
    buyerReturns: (_, args, { database }) =>
      listBuyerReturns(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    buyerReturn: (_, { nid }, { database }) => loadBuyerReturn(database.db, nid),
  },
  Mutation: {
    createBuyerReturn: async (_, { input }, context) => {
      const request = readBuyerReturnRequest(input);
      return returnOrNotFound(
        context,
        await createBuyerReturn(context.database.db, input.shipmentNid, request, actorIn(context), context.now()),
      );
    },
    updateBuyerReturn: async (_, { nid, input }, context) => {
      await updateBuyerReturn(context.database.db, nid, readBuyerReturnRequest(input));
      return returnOrNotFound(context, nid);
    },
    deleteBuyerReturn: async (_, { nid }, context) => {
      await deleteBuyerReturn(context.database.db, nid);
      return true;
    },
    postBuyerReturn: async (_, { nid }, context) => {
      await postBuyerReturn(context.database.db, nid, actorIn(context), context.now());
      return returnOrNotFound(context, nid);
    },
    cancelBuyerReturn: async (_, { nid }, context) => {
      await cancelBuyerReturn(context.database.db, nid, actorIn(context), context.now());
      return returnOrNotFound(context, nid);
    },
  },
  BuyerReturn: {
    _id: (buyerReturn) => `buyer-return-${buyerReturn.nid}`,
    shippedAt: (buyerReturn) => isoOf(buyerReturn.shippedAt),
    returnDeadline: (buyerReturn) =>
      buyerReturn.shippedAt ? returnWindowOf(new Date(buyerReturn.shippedAt)).returnDeadline : null,
    createdAt: (buyerReturn) => isoOf(buyerReturn.createdAt),
    postedAt: (buyerReturn) => isoOf(buyerReturn.postedAt),
    cancelledAt: (buyerReturn) => isoOf(buyerReturn.cancelledAt),
    lines: async (buyerReturn, _, { database }) =>
      buyerReturn.lines ?? buyerReturnLinesOf(database.db, buyerReturn.nid),
  },
};
