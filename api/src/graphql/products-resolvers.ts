import type { FieldAccess } from '../auth/field-access';
import { productsByNid } from '../catalog/products-by-nid';
import { listBackofficeProducts } from '../products/backoffice-product-list';
import { numberOptions } from '../products/option-columns';
import { createProduct, updateProduct } from '../products/save-product';
import { pageOf } from '../core/paging';
import type { Resolvers } from './resolver-types.generated';

/** Who may call the products fields: the section's staff read, editProducts writes (sellers only look). */
export const productsAccess: FieldAccess = {
  'Query.backofficeProducts': { section: 'products' },
  'Query.backofficeProduct': { section: 'products' },
  'Mutation.createProduct': { action: 'editProducts' },
  'Mutation.updateProduct': { action: 'editProducts' },
};

export const productsResolvers: Resolvers = {
  Query: {
    backofficeProducts: async (_, { search, categoryNid, skip, limit }, context) =>
      listBackofficeProducts(
        context.database.db,
        await context.metadata(),
        { search, categoryNid },
        pageOf(skip ?? 0, limit ?? 20),
      ),
    backofficeProduct: async (_, { nid }, context) =>
      (await productsByNid(context.database.db, [nid])).get(nid) ?? null,
  },
  Mutation: {
    createProduct: async (_, { input }, context) => createProduct(context.database.db, await context.metadata(), input),
    updateProduct: async (_, { nid, input }, context) =>
      updateProduct(context.database.db, await context.metadata(), nid, input),
  },
  Product: {
    valueNids: (product) => product.valueNids,
    rangeValues: async (product, _, context) =>
      numberOptions(await context.metadata()).flatMap(({ option, column }) => {
        const value = product[column];
        return value === null ? [] : [{ optionNid: option.nid, value }];
      }),
  },
};
