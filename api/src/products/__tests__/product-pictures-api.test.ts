// The addresses a product's pictures may have (isPictureAddress of @shop/shared/catalog-url), as the back-office's
// product mutations take them: an absolute https:// URL or one of the shop's own /media/ paths, nothing else.
import type { BackofficeProductFieldsFragment } from 'mfe-backoffice/graphql';
import { CYRILLIC, graphqlData, graphqlError } from '../../testing/graphql-over-http';
import { CREATE_PRODUCT, productInput, productsAndVersion, UPDATE_PRODUCT } from '../../testing/product-input';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

/** Addresses that once passed (`^(/|https?://)\S+$`, or a trick around it) and that no reader should be sent to. */
const REFUSED = [
  '//evil.example/x.png',
  'http://cdn.example.ru/x.jpg',
  'javascript:alert(1)',
  'JavaScript:alert(1)//https://cdn.example.ru/x.jpg',
  'data:image/png;base64,AAAA',
  'pictures/x.png',
  'x.png',
  '/x.png',
  '/graphql',
  '/media',
  '/media/',
  '/media//evil.example/x.png',
  '/media/../graphql',
  '/media/products/./x.svg',
  '/media/%2e%2e/graphql',
  '/media/products/x.svg?v=1',
  '/\\evil.example/x.png',
  '/media\\..\\graphql',
  'https:\\\\evil.example/x.png',
  'https:/evil.example/x.png',
  'https:evil.example/x.png',
  'HTTPS://cdn.example.ru/x.jpg',
  'https://',
  'https://cdn.example.ru@evil.example/x.png',
  'https://user:secret@cdn.example.ru/x.png',
  'https://cdn.example.ru/a b.jpg',
  'https://cdn.example.ru/x.jpg\u0000',
  'https://cdn.example.ru/\u200bx.jpg',
  'https://cdn.example.ru/x\u202egpj.png',
  'https://cdn.example.ru/x.jpg\n/media/products/mixer-hrom.svg',
  '/media/products/mixer-hrom.svg\u00a0x',
  `https://cdn.example.ru/${'x'.repeat(500)}.jpg`,
];

/** What is sent, and what is stored. */
const ACCEPTED = [
  ['/media/products/mixer-hrom.svg', '/media/products/mixer-hrom.svg'],
  ['/media/schemes/toilet.svg', '/media/schemes/toilet.svg'],
  ['https://cdn.example.ru/mixer-2.jpg?w=800&h=600#main', 'https://cdn.example.ru/mixer-2.jpg?w=800&h=600#main'],
  ['https://cdn.example.ru:8443/фото/смеситель.jpg', 'https://cdn.example.ru:8443/фото/смеситель.jpg'],
  // The form's lines are trimmed, as every text field is.
  ['  https://cdn.example.ru/x.jpg\t', 'https://cdn.example.ru/x.jpg'],
] as const;

describe.each(TEST_ENGINES)('product pictures: the addresses the product mutations take (%s)', (engine) => {
  const shop = testShop(engine, {
    staff: { purchaser: ['pictures-purchaser@shop.test', { isAdmin: true, isPurchaser: true }] },
  });

  it.each(REFUSED.map((url) => [url]))(
    '%j is refused with a Russian error for the pictures, on adding and on editing, nothing written',
    async (url) => {
      const writes = [
        [CREATE_PRODUCT, { input: productInput({ images: ['/media/products/mixer-hrom.svg', url] }) }],
        [UPDATE_PRODUCT, { nid: 1, input: productInput({ images: [url] }) }],
      ] as const;
      for (const [query, variables] of writes) {
        const before = await productsAndVersion(shop.database);
        const error = await graphqlError(shop.base, query, variables, shop.tokens.purchaser);
        expect(await productsAndVersion(shop.database)).toEqual(before);
        expect(error.extensions?.code).toBe('BAD_USER_INPUT');
        expect(error.extensions?.fieldErrors).toEqual({ images: expect.stringMatching(CYRILLIC) });
      }
    },
  );

  it('takes absolute https:// addresses and the shop’s own /media/ paths, and stores them trimmed', async () => {
    const { createProduct } = await graphqlData<{ createProduct: BackofficeProductFieldsFragment }>(
      shop.base,
      CREATE_PRODUCT,
      { input: productInput({ vendorCode: 'PICTURES-1', images: ACCEPTED.map(([sent]) => sent) }) },
      shop.tokens.purchaser,
    );
    const stored = ACCEPTED.map(([, kept]) => kept);
    expect(createProduct.images).toEqual(stored);
    const [row] = await shop.database.query<{ images: string[]; image_url: string }>(
      'SELECT images, image_url FROM products WHERE nid = $1',
      [createProduct.nid],
    );
    expect(row).toEqual({ images: stored, image_url: stored[0] });
  });
});

/** An uploaded photo's row as the upload and its job leave it (api/src/media/photos.ts). */
async function photoRow(
  shop: ReturnType<typeof testShop>,
  key: string,
  status: 'PROCESSING' | 'READY' | 'REFUSED',
  refusal: string | null = null,
) {
  await shop.database.query(
    `INSERT INTO photos (key, status, format, width, height, bytes, refusal, uploaded_by_uid)
     VALUES ($1, $2, 'jpeg', 2000, 1500, 1000, $3, 'clerk')`,
    [key, status, refusal],
  );
  return `/media/photos/${key}-2000x1500.jpg`;
}

describe.each(TEST_ENGINES)('product pictures: uploaded photos and alternative texts (%s)', (engine) => {
  const shop = testShop(engine, {
    staff: { content: ['photos-content@shop.test', { isSeller: true, isContent: true }] },
  });
  type Saved = { createProduct: BackofficeProductFieldsFragment };

  it('a READY photo is taken by its address; one still processing, refused, unknown or misnamed is refused in Russian, nothing written', async () => {
    const ready = await photoRow(shop, 'a'.repeat(32), 'READY');
    const processing = await photoRow(shop, 'b'.repeat(32), 'PROCESSING');
    const refused = await photoRow(
      shop,
      'c'.repeat(32),
      'REFUSED',
      'Файл повреждён или загружен не целиком: фото не читается',
    );
    const cases = [
      [processing, 'Фото ещё обрабатывается: сохраните товар, когда оно будет готово'],
      [refused, 'Файл повреждён или загружен не целиком: фото не читается'],
      [`/media/photos/${'d'.repeat(32)}-2000x1500.jpg`, 'Фото не найдено: загрузите его снова'],
      [ready.replace('2000x1500', '2000x1501'), 'Фото не найдено: загрузите его снова'],
    ] as const;
    for (const [address, message] of cases) {
      for (const [query, variables] of [
        [CREATE_PRODUCT, { input: productInput({ vendorCode: 'PHOTO-X', images: [ready, address] }) }],
        [UPDATE_PRODUCT, { nid: 1, input: productInput({ images: [address] }) }],
      ] as const) {
        const before = await productsAndVersion(shop.database);
        const error = await graphqlError(shop.base, query, variables, shop.tokens.content);
        expect(error.extensions?.fieldErrors).toEqual({ images: message });
        expect(await productsAndVersion(shop.database)).toEqual(before);
      }
    }
    const { createProduct } = await graphqlData<Saved>(
      shop.base,
      CREATE_PRODUCT,
      { input: productInput({ vendorCode: 'PHOTO-1', images: [ready], imageAlts: ['  Смеситель сбоку '] }) },
      shop.tokens.content,
    );
    expect(createProduct).toMatchObject({ images: [ready], imageAlts: ['Смеситель сбоку'] });
  });

  it('alternative texts go by position; a save without them (an older back-office) keeps each picture’s own', async () => {
    const first = '/media/products/mixer-hrom.svg';
    const second = 'https://cdn.example.ru/mixer-2.jpg';
    const { createProduct } = await graphqlData<Saved>(
      shop.base,
      CREATE_PRODUCT,
      { input: productInput({ vendorCode: 'ALTS-1', images: [first, second], imageAlts: ['Спереди', ''] }) },
      shop.tokens.content,
    );
    expect(createProduct.imageAlts).toEqual(['Спереди', '']);
    const { updateProduct } = await graphqlData<{ updateProduct: BackofficeProductFieldsFragment }>(
      shop.base,
      UPDATE_PRODUCT,
      {
        nid: createProduct.nid,
        input: productInput({ vendorCode: 'ALTS-1', images: [second, 'https://cdn.example.ru/3.jpg', first] }),
      },
      shop.tokens.content,
    );
    expect(updateProduct.imageAlts).toEqual(['', '', 'Спереди']);
    const mismatched = await graphqlError(
      shop.base,
      UPDATE_PRODUCT,
      { nid: createProduct.nid, input: productInput({ vendorCode: 'ALTS-1', images: [first], imageAlts: ['a', 'b'] }) },
      shop.tokens.content,
    );
    expect(mismatched.extensions?.fieldErrors).toEqual({
      images: 'Подписей к картинкам должно быть столько же, сколько картинок',
    });
    const hidden = await graphqlError(
      shop.base,
      UPDATE_PRODUCT,
      {
        nid: createProduct.nid,
        input: productInput({ vendorCode: 'ALTS-1', images: [first], imageAlts: ['a\u202eb'] }),
      },
      shop.tokens.content,
    );
    expect(hidden.extensions?.fieldErrors).toEqual({ images: 'Уберите из текста непечатаемые символы' });
  });
});
