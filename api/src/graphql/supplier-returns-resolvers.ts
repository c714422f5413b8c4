import { cancelSupplierReturn, postSupplierReturn } from '../purchasing/post-supplier-return';
import { createSupplierReturn, deleteSupplierReturn, updateSupplierReturn } from '../purchasing/save-supplier-return';
import { readSupplierReturnRequest } from '../purchasing/supplier-return-request';
import { listSupplierReturns, loadSupplierReturn, supplierReturnLinesOf } from '../purchasing/supplier-return-rows';
import type { SupplierReturnInput } from '../core/schema-types.generated';
import { accessToAll, documentResolvers, listResolver } from './document-resolvers';
import { locationField } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

const supplierReturns = documentResolvers({
  idPrefix: 'supplier-return',
  load: loadSupplierReturn,
  missing: (nid) => `Возврат поставщику № ${nid} не найден`,
});

export const supplierReturnsResolvers: Resolvers = {
  Query: {
    supplierReturns: listResolver(listSupplierReturns),
    supplierReturn: supplierReturns.one,
  },
  Mutation: {
    // A new return is made against the acceptance its goods came with.
    createSupplierReturn: supplierReturns.create((db, input: SupplierReturnInput, actor) =>
      createSupplierReturn(db, input.acceptanceNid, readSupplierReturnRequest(input), actor),
    ),
    updateSupplierReturn: supplierReturns.update(updateSupplierReturn, readSupplierReturnRequest),
    deleteSupplierReturn: supplierReturns.remove(deleteSupplierReturn),
    postSupplierReturn: supplierReturns.step(postSupplierReturn),
    cancelSupplierReturn: supplierReturns.step(cancelSupplierReturn),
  },
  SupplierReturn: {
    location: locationField,
    ...supplierReturns.fields('createdAt', 'postedAt', 'cancelledAt'),
    lines: async (supplierReturn, _, { database }) =>
      supplierReturn.lines ?? supplierReturnLinesOf(database.db, supplierReturn),
  },
};

/** Whoever opens «Возвраты поставщикам» (administrators and purchasers) sends goods back and posts it. */
export const supplierReturnsAccess = accessToAll(
  { section: 'supplier-returns' },
  supplierReturnsResolvers,
  'Query',
  'Mutation',
);
