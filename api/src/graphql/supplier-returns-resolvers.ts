import type { FieldAccess } from '../auth/field-access';
import { cancelSupplierReturn, postSupplierReturn } from '../purchasing/post-supplier-return';
import { createSupplierReturn, deleteSupplierReturn, updateSupplierReturn } from '../purchasing/save-supplier-return';
import { readSupplierReturnRequest } from '../purchasing/supplier-return-request';
import { listSupplierReturns, loadSupplierReturn, supplierReturnLinesOf } from '../purchasing/supplier-return-rows';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

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

export const supplierReturnsResolvers: Resolvers = {
  Query: {
    supplierReturns: (_, args, { database }) =>
      listSupplierReturns(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    supplierReturn: (_, { nid }, { database }) => loadSupplierReturn(database.db, nid),
  },
  Mutation: {
    createSupplierReturn: async (_, { input }, context) => {
      const request = readSupplierReturnRequest(input);
      return returnOrNotFound(
        context,
        await createSupplierReturn(context.database.db, input.acceptanceNid, request, actorIn(context)),
      );
    },
    updateSupplierReturn: async (_, { nid, input }, context) => {
      await updateSupplierReturn(context.database.db, nid, readSupplierReturnRequest(input));
      return returnOrNotFound(context, nid);
    },
    deleteSupplierReturn: async (_, { nid }, context) => {
      await deleteSupplierReturn(context.database.db, nid);
      return true;
    },
    postSupplierReturn: async (_, { nid }, context) => {
      await postSupplierReturn(context.database.db, nid, actorIn(context));
      return returnOrNotFound(context, nid);
    },
    cancelSupplierReturn: async (_, { nid }, context) => {
      await cancelSupplierReturn(context.database.db, nid, actorIn(context));
      return returnOrNotFound(context, nid);
    },
  },
  SupplierReturn: {
    _id: (supplierReturn) => `supplier-return-${supplierReturn.nid}`,
    createdAt: (supplierReturn) => isoOf(supplierReturn.createdAt),
    postedAt: (supplierReturn) => isoOf(supplierReturn.postedAt),
    cancelledAt: (supplierReturn) => isoOf(supplierReturn.cancelledAt),
    lines: async (supplierReturn, _, { database }) =>
      supplierReturn.lines ?? supplierReturnLinesOf(database.db, supplierReturn.nid),
  },
};
