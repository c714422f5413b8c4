import { staffSignIn } from '../../testing/auth-tokens';
import { V } from '../../testing/catalogue-fixture';
import { CYRILLIC, graphqlData, graphqlError, postGraphql } from '../../testing/graphql-over-http';
import {
  BACKOFFICE_PRODUCTS,
  CREATE_PRODUCT,
  productInput,
  productsAndVersion,
  UPDATE_PRODUCT,
} from '../../testing/product-input';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)('back-office products: who may, and what is refused (%s)', (engine) => {
  const shop = testShop(engine, {
    staff: {
      seller: ['products-seller@shop.test', { isSeller: true }],
      purchaser: ['products-purchaser@shop.test', { isAdmin: true, isPurchaser: true }],
    },
  });

  /** The write must be refused with nothing written and the catalogue version unmoved. */
  async function refused(query: string, variables: Record<string, unknown>, idToken?: string) {
    const before = await productsAndVersion(shop.database);
    const error = await graphqlError(shop.base, query, variables, idToken);
    expect(await productsAndVersion(shop.database)).toEqual(before);
    return error;
  }

  it('a guest is asked to sign in, for the list and for writes', async () => {
    expect((await graphqlError(shop.base, BACKOFFICE_PRODUCTS, {})).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await refused(CREATE_PRODUCT, { input: productInput() })).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a seller reads the list but may neither add nor edit', async () => {
    const { backofficeProducts } = await graphqlData<{ backofficeProducts: { total: number } }>(
      shop.base,
      BACKOFFICE_PRODUCTS,
      {},
      shop.tokens.seller,
    );
    expect(backofficeProducts.total).toBe(9);
    const create = await refused(CREATE_PRODUCT, { input: productInput() }, shop.tokens.seller);
    expect(create.extensions?.code).toBe('FORBIDDEN');
    expect(create.message).toMatch(CYRILLIC);
    const update = await refused(UPDATE_PRODUCT, { nid: 1, input: productInput() }, shop.tokens.seller);
    expect(update.extensions?.code).toBe('FORBIDDEN');
  });

  it('staff without the /dmn gate are refused the list', async () => {
    const { idToken } = await staffSignIn(shop.database, 'products-content-only@shop.test', { isContent: true });
    expect((await graphqlError(shop.base, BACKOFFICE_PRODUCTS, {}, idToken)).extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    ['no name', { name: '  ' }, 'name'],
    ['a sale price not below the price', { price: 5_000, priceWithAction: 5_000 }, 'priceWithAction'],
    ['a zero price', { price: 0, priceWithAction: null }, 'price'],
    ['a vendor code with a space', { vendorCode: 'GR 1' }, 'vendorCode'],
    ['a vendor code another product has', { vendorCode: 'T-2' }, 'vendorCode'],
    ['an unknown category', { categoryNid: 999 }, 'categoryNid'],
    ['no pictures', { images: [' '] }, 'images'],
    ['a picture that is not a URL', { images: ['картинка.jpg'] }, 'images'],
    [
      'no brand',
      {
        selectValues: [
          { optionNid: 10, valueNid: null },
          { optionNid: 11, valueNid: V.germaniya },
        ],
      },
      'options.10',
    ],
    [
      'a colour from another option',
      {
        selectValues: [
          { optionNid: 10, valueNid: V.grohe },
          { optionNid: 11, valueNid: V.germaniya },
          { optionNid: 25, valueNid: V.odno },
        ],
      },
      'options.25',
    ],
    ['a negative width', { rangeValues: [{ optionNid: 32, value: -5 }] }, 'options.32'],
  ])(
    '%s: BAD_USER_INPUT with a Russian message for just that field, nothing written',
    async (_case, changes, field) => {
      const error = await refused(CREATE_PRODUCT, { input: productInput(changes) }, shop.tokens.purchaser);
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.message).toBe('Проверьте данные товара');
      expect(error.extensions?.fieldErrors).toEqual({ [field]: expect.stringMatching(CYRILLIC) });
    },
  );

  it('an edit with several problems names each field, and leaves the product as it was', async () => {
    const error = await refused(
      UPDATE_PRODUCT,
      { nid: 1, input: productInput({ name: '', price: 100, priceWithAction: 200 }) },
      shop.tokens.purchaser,
    );
    expect(error.extensions?.fieldErrors).toEqual({
      name: 'Введите название товара',
      priceWithAction: 'Цена по акции должна быть меньше обычной цены',
    });
    const [row] = await shop.database.query<{ name: string; price: number }>(
      'SELECT name, price FROM products WHERE nid = 1',
    );
    expect(row).toEqual({ name: 'Смеситель grohe 1', price: 10_000 });
  });

  it('adds made at the same moment get their own nids, and one vendor code goes to one product only', async () => {
    const add = (vendorCode: string) =>
      postGraphql<{ createProduct: { nid: number } | null }>(
        shop.base,
        CREATE_PRODUCT,
        { input: productInput({ vendorCode }) },
        shop.tokens.purchaser,
      );
    const answers = await Promise.all([add('RACE-1'), add('RACE-2'), add('RACE-3'), add('RACE-3')]);
    const nids = answers.flatMap((answer) => (answer.data?.createProduct ? [answer.data.createProduct.nid] : []));
    expect(nids.sort()).toEqual([10, 11, 12]);
    expect(answers.flatMap((answer) => answer.errors ?? []).map((error) => error.extensions?.fieldErrors)).toEqual([
      { vendorCode: expect.stringMatching(CYRILLIC) },
    ]);
  });

  it('an option outside the category is refused; an unknown product is NOT_FOUND', async () => {
    const flush = await refused(
      CREATE_PRODUCT,
      { input: productInput({ selectValues: [...productInput().selectValues, { optionNid: 49, valueNid: null }] }) },
      shop.tokens.purchaser,
    );
    expect(flush.extensions?.code).toBe('BAD_USER_INPUT');
    expect(
      (await refused(UPDATE_PRODUCT, { nid: 404, input: productInput() }, shop.tokens.purchaser)).extensions?.code,
    ).toBe('NOT_FOUND');
  });
});
