import type { FieldAccess } from '../auth/field-access';
import { cancelSupplierReturn, postSupplierReturn } from '../purchasing/post-supplier-return';
import { createSupplierReturn, deleteSupplierReturn, updateSupplierReturn } from '../purchasing/save-supplier-return';
import { readSupplierReturnRequest, type SupplierReturnDraftInput, type SupplierReturnInput } from '../purchasing/supplier-return-request';
import {
  listSupplierReturns, loadSupplierReturn, supplierReturnLinesOf, type SupplierReturn, type SupplierReturnFilter,
} from '../purchasing/supplier-return-rows';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf, type PageArgs } from './document-fields';

const SECTION = { section: 'supplier-returns' } as const;

/** Whoever opens «Возвраты поставщикам» (administrators and purchasers) sends goods back and posts it. */
export const supplierReturnsAccess: FieldAccess = {
  'Query.supplierReturns': SECTION,
  'Query.supplierReturn': SECTION,
  'Mutation.createSupplierReturn': SECTION,
  'Mutation.updateSupplierReturn': SECTION,
  'Mutation.deleteSupplierReturn': SECTION,
  'Mutation.postSupplierReturn': SECTION,
  'Mutation.cancelSupplierReturn': SECTION,
};

async function returnOrNotFound(context: ShopContext, nid: number) {
  const supplierReturn = await loadSupplierReturn(context.database.db, nid);
  if (!supplierReturn) throw notFound(`Возврат поставщику № ${nid} не найден`);
  return supplierReturn;
}

type NidArgs = { nid: number };

export const supplierReturnsResolvers = {
  Query: {
    supplierReturns: (_: unknown, args: { filter?: SupplierReturnFilter | null } & PageArgs, { database }: ShopContext) =>
      listSupplierReturns(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    supplierReturn: (_: unknown, { nid }: NidArgs, { database }: ShopContext) => loadSupplierReturn(database.db, nid),
  },
  Mutation: {
    createSupplierReturn: async (_: unknown, { input }: { input: SupplierReturnInput }, context: ShopContext) => {
      const request = readSupplierReturnRequest(input);
      return returnOrNotFound(context, await createSupplierReturn(context.database.db, input.acceptanceNid, request, actorIn(context)));
    },
    updateSupplierReturn: async (_: unknown, { nid, input }: NidArgs & { input: SupplierReturnDraftInput }, context: ShopContext) => {
      await updateSupplierReturn(context.database.db, nid, readSupplierReturnRequest(input));
      return returnOrNotFound(context, nid);
    },
    deleteSupplierReturn: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await deleteSupplierReturn(context.database.db, nid);
      return true;
    },
    postSupplierReturn: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await postSupplierReturn(context.database.db, nid, actorIn(context));
      return returnOrNotFound(context, nid);
    },
    cancelSupplierReturn: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await cancelSupplierReturn(context.database.db, nid, actorIn(context));
      return returnOrNotFound(context, nid);
    },
  },
  SupplierReturn: {
    _id: (supplierReturn: SupplierReturn) => `supplier-return-${supplierReturn.nid}`,
    createdAt: (supplierReturn: SupplierReturn) => isoOf(supplierReturn.createdAt),
    postedAt: (supplierReturn: SupplierReturn) => isoOf(supplierReturn.postedAt),
    cancelledAt: (supplierReturn: SupplierReturn) => isoOf(supplierReturn.cancelledAt),
    lines: async (supplierReturn: SupplierReturn, _: unknown, { database }: ShopContext) =>
      supplierReturn.lines ?? supplierReturnLinesOf(database.db, supplierReturn.nid),
  },
};
