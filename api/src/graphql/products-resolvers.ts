import type { ProductInput } from '@shop/shared/graphql';
import type { FieldAccess } from '../auth/field-access';
import type { ProductRow } from '../catalog/list-products';
import { productsByNid } from '../catalog/products-by-nid';
import { listBackofficeProducts, type BackofficeProductFilter } from '../products/backoffice-product-list';
import { numberOptions } from '../products/option-columns';
import { createProduct, updateProduct } from '../products/save-product';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';

/** Who may call the products fields: the section's staff read, editProducts writes (sellers only look). */
export const productsAccess: FieldAccess = {
  'Query.backofficeProducts': { section: 'products' },
  'Query.backofficeProduct': { section: 'products' },
  'Mutation.createProduct': { action: 'editProducts' },
  'Mutation.updateProduct': { action: 'editProducts' },
};

type ListArgs = BackofficeProductFilter & { skip?: number | null; limit?: number | null };

export const productsResolvers = {
  Query: {
    backofficeProducts: async (_: unknown, { search, categoryNid, skip, limit }: ListArgs, context: ShopContext) =>
      listBackofficeProducts(context.database.db, await context.metadata(), { search, categoryNid }, pageOf(skip ?? 0, limit ?? 20)),
    backofficeProduct: async (_: unknown, { nid }: { nid: number }, context: ShopContext) =>
      (await productsByNid(context.database.db, [nid])).get(nid) ?? null,
  },
  Mutation: {
    createProduct: async (_: unknown, { input }: { input: ProductInput }, context: ShopContext) =>
      createProduct(context.database.db, await context.metadata(), input),
    updateProduct: async (_: unknown, { nid, input }: { nid: number; input: ProductInput }, context: ShopContext) =>
      updateProduct(context.database.db, await context.metadata(), nid, input),
  },
  Product: {
    valueNids: (product: ProductRow) => product.valueNids,
    rangeValues: async (product: ProductRow, _: unknown, context: ShopContext) =>
      numberOptions(await context.metadata()).flatMap(({ option, column }) => {
        const value = product[column];
        return value === null ? [] : [{ optionNid: option.nid, value }];
      }),
  },
};
