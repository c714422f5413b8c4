import type { FieldAccess } from '../auth/field-access';
import { readBuyerReturnRequest, type BuyerReturnDraftInput, type BuyerReturnInput } from '../sales/buyer-return-request';
import { buyerReturnLinesOf, listBuyerReturns, loadBuyerReturn, type BuyerReturn, type BuyerReturnFilter } from '../sales/buyer-return-rows';
import { returnWindowOf } from '../sales/buyer-return-window';
import { cancelBuyerReturn, postBuyerReturn } from '../sales/post-buyer-return';
import { createBuyerReturn, deleteBuyerReturn, updateBuyerReturn } from '../sales/save-buyer-return';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf, type PageArgs } from './document-fields';

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

type NidArgs = { nid: number };

export const buyerReturnsResolvers = {
  Query: {
    buyerReturns: (_: unknown, args: { filter?: BuyerReturnFilter | null } & PageArgs, { database }: ShopContext) =>
      listBuyerReturns(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    buyerReturn: (_: unknown, { nid }: NidArgs, { database }: ShopContext) => loadBuyerReturn(database.db, nid),
  },
  Mutation: {
    createBuyerReturn: async (_: unknown, { input }: { input: BuyerReturnInput }, context: ShopContext) => {
      const request = readBuyerReturnRequest(input);
      return returnOrNotFound(context, await createBuyerReturn(context.database.db, input.shipmentNid, request, actorIn(context), context.now()));
    },
    updateBuyerReturn: async (_: unknown, { nid, input }: NidArgs & { input: BuyerReturnDraftInput }, context: ShopContext) => {
      await updateBuyerReturn(context.database.db, nid, readBuyerReturnRequest(input));
      return returnOrNotFound(context, nid);
    },
    deleteBuyerReturn: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await deleteBuyerReturn(context.database.db, nid);
      return true;
    },
    postBuyerReturn: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await postBuyerReturn(context.database.db, nid, actorIn(context), context.now());
      return returnOrNotFound(context, nid);
    },
    cancelBuyerReturn: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await cancelBuyerReturn(context.database.db, nid, actorIn(context), context.now());
      return returnOrNotFound(context, nid);
    },
  },
  BuyerReturn: {
    _id: (buyerReturn: BuyerReturn) => `buyer-return-${buyerReturn.nid}`,
    shippedAt: (buyerReturn: BuyerReturn) => isoOf(buyerReturn.shippedAt),
    returnDeadline: (buyerReturn: BuyerReturn) => (buyerReturn.shippedAt ? returnWindowOf(new Date(buyerReturn.shippedAt)).returnDeadline : null),
    createdAt: (buyerReturn: BuyerReturn) => isoOf(buyerReturn.createdAt),
    postedAt: (buyerReturn: BuyerReturn) => isoOf(buyerReturn.postedAt),
    cancelledAt: (buyerReturn: BuyerReturn) => isoOf(buyerReturn.cancelledAt),
    lines: async (buyerReturn: BuyerReturn, _: unknown, { database }: ShopContext) => buyerReturn.lines ?? buyerReturnLinesOf(database.db, buyerReturn.nid),
  },
};
