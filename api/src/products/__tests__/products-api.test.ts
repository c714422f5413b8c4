import type { GetProductQuery, GetProductsQuery } from '@shop/shared/graphql';
import type { BackofficeProductFieldsFragment } from 'mfe-backoffice/graphql';
import type { SearchProductsQuery } from 'mfe-catalog/graphql';
import { V } from '../../testing/catalogue-fixture';
import { graphqlData, postGraphql } from '../../testing/graphql-over-http';
import { PRODUCT_CHANGED } from '../save-product';
import {
  BACKOFFICE_PRODUCT,
  BACKOFFICE_PRODUCTS,
  CREATE_PRODUCT,
  productInput,
  STOREFRONT_PRODUCT,
  STOREFRONT_PRODUCTS,
  STOREFRONT_SEARCH,
  UPDATE_PRODUCT,
} from '../../testing/product-input';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

type Product = BackofficeProductFieldsFragment;

describe.each(TEST_ENGINES)('back-office products: create, edit, and the storefront sees it (%s)', (engine) => {
  const shop = testShop(engine, {
    staff: {
      content: ['products-content@shop.test', { isSeller: true, isContent: true }],
      admin: ['products-admin@shop.test', { isAdmin: true }],
    },
  });

  const storefrontProduct = async (nid: number) =>
    (await graphqlData<GetProductQuery>(shop.base, STOREFRONT_PRODUCT, { nid })).product;
  const storefrontList = async () =>
    (await graphqlData<GetProductsQuery>(shop.base, STOREFRONT_PRODUCTS, { filter: { categoryNid: 31 }, limit: 50 }))
      .products;
  const storefrontSearch = async (q: string) =>
    (await graphqlData<SearchProductsQuery>(shop.base, STOREFRONT_SEARCH, { q })).search;

  it('a content manager adds a product: every field saved, the storefront lists and finds it at once', async () => {
    const before = await storefrontList(); // cached at the current catalogue version
    expect(before.map((product) => product.vendorCode)).not.toContain('GR-EURO-1');
    const input = productInput();
    const { createProduct: created } = await graphqlData<{ createProduct: Product }>(
      shop.base,
      CREATE_PRODUCT,
      { input },
      shop.tokens.content,
    );
    // Every field comes back as sent; the select values as the value nids they chose.
    const { selectValues: _chosen, ...sent } = input;
    expect(created).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      nid: 10,
      url: 'smesitel-grohe-eurosmart-dlya-rakoviny-10',
      ...sent,
      // Sent without alternative texts: none for either picture.
      imageAlts: ['', ''],
      valueNids: [V.grohe, V.germaniya, V.odno, V.hrom],
      editVersion: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const tile = (await storefrontList()).find((product) => product.nid === 10);
    expect(tile).toMatchObject({
      brand: 'Grohe',
      country: 'Германия',
      color: 'Хром',
      width: 55,
      imageUrl: '/media/products/mixer-hrom.svg',
      inStock: false,
      fewLeft: null,
    });
    expect((await storefrontSearch('eurosmart')).items.map((product) => product.nid)).toEqual([10]);
    // Typo correction draws on the new name's words as well.
    expect(await storefrontSearch('eurosmrat')).toMatchObject({ correctedQuery: 'eurosmart', total: 1 });
  });

  it('an administrator edits a product: the storefront card, list and filters change at once', async () => {
    expect((await storefrontProduct(1))?.name).toBe('Смеситель grohe 1'); // cached before the edit
    const white = await graphqlData<GetProductsQuery>(shop.base, STOREFRONT_PRODUCTS, {
      filter: { categoryNid: 31, options: [{ optionNid: 25, valueNids: [V.belyj] }] },
    });
    expect(white.products.map((product) => product.nid)).toEqual([2]);
    const input = productInput({
      name: 'Смеситель Grohe Essence белый',
      vendorCode: 'T-1',
      price: 14_000,
      priceWithAction: null,
      selectValues: [
        { optionNid: 10, valueNid: V.grohe },
        { optionNid: 11, valueNid: V.germaniya },
        { optionNid: 78, valueNid: null },
        { optionNid: 25, valueNid: V.belyj },
      ],
      rangeValues: [{ optionNid: 32, value: null }],
    });
    const { updateProduct: saved } = await graphqlData<{ updateProduct: Product }>(
      shop.base,
      UPDATE_PRODUCT,
      { nid: 1, input },
      shop.tokens.admin,
    );
    expect(saved).toMatchObject({
      nid: 1,
      url: 'tovar-1',
      name: 'Смеситель Grohe Essence белый',
      price: 14_000,
      priceWithAction: null,
    });
    expect(saved.valueNids).toEqual([V.grohe, V.germaniya, V.belyj]);
    expect(saved.rangeValues).toEqual([]);
    expect(await storefrontProduct(1)).toMatchObject({
      name: 'Смеситель Grohe Essence белый',
      price: 14_000,
      color: 'Белый',
      width: null,
    });
    const whiteAfter = await graphqlData<GetProductsQuery>(shop.base, STOREFRONT_PRODUCTS, {
      filter: { categoryNid: 31, options: [{ optionNid: 25, valueNids: [V.belyj] }] },
    });
    expect(whiteAfter.products.map((product) => product.nid).sort()).toEqual([1, 2]);
    expect((await storefrontSearch('essence')).items.map((product) => product.nid)).toEqual([1]);
  });

  it('a save over a product changed since its card was loaded is refused; stock moving does not count as a change', async () => {
    const card = async () =>
      (await graphqlData<{ backofficeProduct: Product }>(shop.base, BACKOFFICE_PRODUCT, { nid: 4 }, shop.tokens.admin))
        .backofficeProduct;
    const update = (input: Record<string, unknown>) =>
      postGraphql<{ updateProduct: Product }>(shop.base, UPDATE_PRODUCT, { nid: 4, input }, shop.tokens.admin);
    const loaded = await card();
    const input = {
      ...productInput({ vendorCode: loaded.vendorCode, categoryNid: 31, name: loaded.name, price: loaded.price }),
      priceWithAction: null,
    };
    // Stock arriving moves the product's row (its stock, its updated_at), not what its form edits.
    await shop.database.query(
      "INSERT INTO stock_moves (product_nid, location_nid, quantity, reason) VALUES (4, 1, 3, 'test')",
    );
    expect((await card()).editVersion).toBe(loaded.editVersion);
    // A clerk saves it first; the card loaded before that is now behind.
    const first = await update({ ...input, price: 5_100, editVersion: loaded.editVersion });
    expect(first.errors).toBeUndefined();
    expect(first.data?.updateProduct.editVersion).not.toBe(loaded.editVersion);
    const stale = await update({ ...input, price: 4_900, editVersion: loaded.editVersion });
    expect(stale.errors?.[0]).toMatchObject({ message: PRODUCT_CHANGED, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await card()).price).toBe(5_100);
    // Saved from the card as it is now, or by a release that sends no version: written.
    const fresh = await update({ ...input, price: 4_900, editVersion: (await card()).editVersion });
    expect(fresh.data?.updateProduct.price).toBe(4_900);
    const unversioned = await update({ ...input, price: 5_000 });
    expect(unversioned.data?.updateProduct.price).toBe(5_000);
  });

  it('taking a product off sale hides it from the storefront list; the back-office still has it', async () => {
    await graphqlData(
      shop.base,
      UPDATE_PRODUCT,
      { nid: 10, input: productInput({ onSale: false }) },
      shop.tokens.content,
    );
    expect((await storefrontList()).map((product) => product.nid)).not.toContain(10);
    const { backofficeProduct } = await graphqlData<{ backofficeProduct: Product }>(
      shop.base,
      BACKOFFICE_PRODUCT,
      { nid: 10 },
      shop.tokens.content,
    );
    expect(backofficeProduct.onSale).toBe(false);
  });

  it('the back-office list searches name and vendor code, narrows to a category with its sub-categories, and pages', async () => {
    const list = async (variables: Record<string, unknown>) =>
      (
        await graphqlData<{ backofficeProducts: { total: number; items: { nid: number }[] } }>(
          shop.base,
          BACKOFFICE_PRODUCTS,
          variables,
          shop.tokens.content,
        )
      ).backofficeProducts;
    expect(await list({})).toMatchObject({ total: 10 });
    expect((await list({})).items.map((item) => item.nid)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect((await list({ search: 't-3' })).items.map((item) => item.nid)).toEqual([3]);
    expect((await list({ search: 'ESSENCE' })).items.map((item) => item.nid)).toEqual([1]);
    expect((await list({ search: '100%' })).total).toBe(0);
    expect((await list({ categoryNid: 3 })).total).toBe(9);
    expect((await list({ categoryNid: 7 })).items.map((item) => item.nid)).toEqual([9]);
    const page = await list({ skip: 4, limit: 3 });
    expect(page.total).toBe(10);
    expect(page.items.map((item) => item.nid)).toEqual([6, 5, 4]);
  });
});
