import { productsByNid } from '../catalog/products-by-nid';
import { listBackofficeProducts } from '../products/backoffice-product-list';
import { badUserInput } from '../core/errors';
import { photosByKey, photoView } from '../media/photos';
import { numberOptions } from '../products/option-columns';
import { editVersionOf } from '../products/product-input';
import { createProduct, updateProduct } from '../products/save-product';
import { accessTo, pageIn } from './document-resolvers';
import type { Resolvers } from './resolver-types.generated';

/** Who may call the products fields: the section's staff read, editProducts writes (sellers only look). */
export const productsAccess = {
  ...accessTo(
    { section: 'products' },
    { Query: ['backofficeProducts', 'backofficeProduct', 'photos'], Product: ['editVersion'] },
  ),
  ...accessTo({ action: 'editProducts' }, { Mutation: ['createProduct', 'updateProduct'] }),
};

/** The photos one `photos` query may ask about: a product form's, with room to spare. */
const MAX_PHOTOS_ASKED = 50;

export const productsResolvers: Resolvers = {
  Query: {
    backofficeProducts: async (_, { search, categoryNid, ...page }, context) =>
      listBackofficeProducts(context.database.db, await context.metadata(), { search, categoryNid }, pageIn(page)),
    backofficeProduct: async (_, { nid }, context) =>
      (await productsByNid(context.database.db, [nid])).get(nid) ?? null,
    photos: async (_, { keys }, context) => {
      if (keys.length > MAX_PHOTOS_ASKED) throw badUserInput(`Не больше ${MAX_PHOTOS_ASKED} фото за раз`);
      return (await photosByKey(context.database.db, keys)).map(photoView);
    },
  },
  Mutation: {
    createProduct: async (_, { input }, context) => createProduct(context.database.db, await context.metadata(), input),
    updateProduct: async (_, { nid, input }, context) =>
      updateProduct(context.database.db, await context.metadata(), nid, input),
  },
  Product: {
    editVersion: async (product, _, context) => editVersionOf(await context.metadata(), product),
    valueNids: (product) => product.valueNids,
    rangeValues: async (product, _, context) =>
      numberOptions(await context.metadata()).flatMap(({ option, column }) => {
        const value = product[column];
        return value === null ? [] : [{ optionNid: option.nid, value }];
      }),
  },
};
