// What the API publishes for search engines and marketplaces (api/README.md): the sitemap index and files, valid
// against the sitemaps.org schemas and listing exactly the pages the catalogue has, and the Yandex Market feed, whose
// offers are the product cards; each made once per catalogue version, on the hand-counted fixture.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { unitPrice } from '@shop/shared/cart-item';
import { FREE_DELIVERY_THRESHOLD } from '@shop/shared/delivery';
import { rasterPicture } from '@shop/shared/catalog-url';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';
import type { ApiServer } from '../../api-server';
import { FEEDS_FRESH_FOR_MS } from '../feeds-router';
import { catalogAddress, parseCatalogUrl } from '../../catalog/catalog-url-rules';
import { emptyFilter } from '../../catalog/product-filter';
import { seedCatalogue } from '../../seed/seed-catalogue';
import { graphqlData, STACK } from '../../testing/graphql-over-http';
import { startTestApi, testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

const ORIGIN = 'https://shop.example';
const SITEMAP_XSD = readFileSync(path.join(require.resolve('sitemap/package.json'), '../schema/sitemap.xsd'), 'utf8');
const SITEINDEX_XSD = readFileSync(path.join(__dirname, 'siteindex.xsd'), 'utf8');

/** Problems of a document against a schema (the sitemap index's includes the sitemap's types); none when valid. */
async function schemaProblems(xml: string, schema: 'sitemap' | 'siteindex'): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: `${schema}.xsd`, contents: schema === 'sitemap' ? SITEMAP_XSD : SITEINDEX_XSD }],
    preload: [{ fileName: 'sitemap.xsd', contents: SITEMAP_XSD }],
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}

/** Problems of a document's well-formedness; none when it parses. */
async function parseProblems(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'feed.xml', contents: xml }], normalization: 'c14n' });
  return result.valid ? [] : result.errors.map((error) => error.message);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (_name, jpath) =>
    ['urlset.url', 'sitemapindex.sitemap', 'categories.category', 'offers.offer', 'offer.picture', 'option'].some(
      (tail) => String(jpath).endsWith(tail),
    ),
});

interface UrlEntry {
  loc: string;
  lastmod?: string;
}

const entriesOf = (xml: string): UrlEntry[] => {
  const document = parser.parse(xml) as { urlset?: { url: UrlEntry[] }; sitemapindex?: { sitemap: UrlEntry[] } };
  return document.urlset?.url ?? document.sitemapindex?.sitemap ?? [];
};

/** A URL on the shop's origin as the path it names. */
const pathOf = (loc: string) => {
  expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
  const url = new URL(loc);
  return `${url.pathname}${url.search}`;
};

async function get(base: string, pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${base}${pathname}`, { method, headers });
  return { response, text: await response.text() };
}

/** The index and every file it names, by file name. */
async function sitemapsOf(base: string) {
  const index = await get(base, '/sitemap.xml');
  expect(index.response.status).toBe(200);
  const files = new Map<string, string>();
  for (const { loc } of entriesOf(index.text)) {
    const file = await get(base, pathOf(loc));
    expect(file.response.status).toBe(200);
    files.set(pathOf(loc).replace('/sitemaps/', ''), file.text);
  }
  return { index: index.text, etag: index.response.headers.get('etag'), files };
}

/** The paths a kind's files list (`products.xml` or `products-1.xml`, `products-2.xml`, …), in order. */
const pathsOfKind = (files: ReadonlyMap<string, string>, kind: string) =>
  [...files]
    .filter(([name]) => name === `${kind}.xml` || name.startsWith(`${kind}-`))
    .flatMap(([, xml]) => entriesOf(xml).map((entry) => pathOf(entry.loc)));

const lastmodOf = (files: ReadonlyMap<string, string>, pathname: string) =>
  [...files.values()].flatMap(entriesOf).find((entry) => pathOf(entry.loc) === pathname)?.lastmod;

interface CategoryAnswer {
  nid: number;
  rusName: string;
  url: string;
  topCategoryNid: number | null;
  urlOptionsToFilter: number[];
}

const CATALOGUE = `{
  categoriesObjects { nid rusName url topCategoryNid urlOptionsToFilter }
  options { nid valType bCol { name } }
}`;
const ADDRESS = `query address($url: String!) { catalogAddress(url: $url) { url indexable } productsCount(url: $url) }`;
const ON_SALE = `{ products(limit: 100) { nid } productsCount }`;
const PRODUCT = `query product($nid: Int!) {
  product(nid: $nid) { nid name brand vendorCode price priceWithAction inStock images categoryNid description }
}`;

describe.each(TEST_ENGINES)('the sitemaps and the Yandex Market feed (%s)', (engine) => {
  // Made anew for every change, so each test sees its own (the minute they outlive a change is tested on its own).
  const shop = testShop(engine, { publicOrigin: ORIGIN, feedsFreshForMs: 0 });
  const sql = (text: string) => shop.database.query(text);

  describe('the sitemaps', () => {
    it('are an index naming every file with its lastmod, on PUBLIC_URL, each valid against the sitemaps.org schemas', async () => {
      const { index, files } = await sitemapsOf(shop.base);
      expect(await schemaProblems(index, 'siteindex')).toEqual([]);
      expect(Object.keys(parser.parse(index) as object)).toEqual(['?xml', 'sitemapindex']);
      expect([...files.keys()]).toEqual(['pages.xml', 'categories.xml', 'products.xml']);
      for (const entry of entriesOf(index)) expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      for (const xml of files.values()) {
        expect(await schemaProblems(xml, 'sitemap')).toEqual([]);
        expect(Object.keys(parser.parse(xml) as object)).toEqual(['?xml', 'urlset']);
        for (const entry of entriesOf(xml)) expect(entry.loc.startsWith(`${ORIGIN}/`)).toBe(true);
      }
    });

    it('list the home page and the shell’s text pages of the route table', async () => {
      const { files } = await sitemapsOf(shop.base);
      expect(pathsOfKind(files, 'pages')).toEqual([
        '/',
        '/contacts',
        '/company',
        '/return',
        '/guarantee',
        '/payment',
        '/delivery',
      ]);
    });

    it('list the card of every product on sale and of no other (8 is off sale)', async () => {
      const { files } = await sitemapsOf(shop.base);
      const { products, productsCount } = await graphqlData<{ products: { nid: number }[]; productsCount: number }>(
        shop.base,
        ON_SALE,
      );
      const listed = pathsOfKind(files, 'products');
      expect(listed).toHaveLength(productsCount);
      expect(new Set(listed)).toEqual(new Set(products.map(({ nid }) => `/product/${nid}`)));
      expect(listed).not.toContain('/product/8');
    });

    it('list each category with products on sale and exactly the indexed filter pages that have products', async () => {
      const { files } = await sitemapsOf(shop.base);
      const listed = pathsOfKind(files, 'categories');
      const { categoriesObjects, options } = await graphqlData<{
        categoriesObjects: CategoryAnswer[];
        options: { nid: number; valType: string; bCol: { name: string }[] }[];
      }>(shop.base, CATALOGUE);
      // Every page a category could have with one value, or two values of different options, of its path options,
      // written the plain way and read back by the API: its canonical address, whether it is indexed, its products.
      const candidates = categoriesObjects.flatMap((category) => {
        const values = category.urlOptionsToFilter.map(
          (nid) => options.find((option) => option.nid === nid)?.bCol.map((value) => value.name) ?? [],
        );
        const pages = [category.url];
        values.forEach((first, index) => {
          for (const one of first) {
            pages.push(`${category.url}/${one}`);
            for (const second of values.slice(index + 1))
              for (const two of second) pages.push(`${category.url}/${one}/${two}`);
          }
        });
        return pages;
      });
      const expected = new Set<string>();
      for (const url of candidates) {
        const { catalogAddress, productsCount } = await graphqlData<{
          catalogAddress: { url: string; indexable: boolean };
          productsCount: number;
        }>(shop.base, ADDRESS, { url });
        if (catalogAddress.indexable && productsCount > 0) expected.add(catalogAddress.url);
      }
      expect(candidates.length).toBeGreaterThan(100);
      expect(new Set(listed)).toEqual(expected);
      expect(listed).toHaveLength(expected.size);
      for (const category of categoriesObjects) expect(listed.includes(category.url)).toBe(true);
      // Each is its own canonical address, and indexed.
      for (const url of listed) {
        const { catalogAddress } = await graphqlData<{ catalogAddress: { url: string; indexable: boolean } }>(
          shop.base,
          ADDRESS,
          { url },
        );
        expect(catalogAddress).toEqual({ url, indexable: true });
      }
      // Only product 8, off sale, is Grohe in latun: no page for it.
      expect(listed.some((url) => url.includes('latun'))).toBe(false);
    });

    it('date a product by its own last change, a category or filter page by its latest product’s, the files by their latest', async () => {
      for (const nid of [1, 2, 3, 4, 5, 6, 7, 9])
        await sql(
          `UPDATE products SET updated_at = '2026-01-${String(nid).padStart(2, '0')}T10:00:00Z' WHERE nid = ${nid}`,
        );
      // Off sale, it dates nothing.
      await sql(`UPDATE products SET updated_at = '2026-02-01T10:00:00Z' WHERE nid = 8`);
      const { index, files } = await sitemapsOf(shop.base);
      expect(lastmodOf(files, '/product/3')).toBe('2026-01-03T10:00:00Z');
      expect(lastmodOf(files, '/smesiteli/dlya-vanni')).toBe('2026-01-07T10:00:00Z');
      expect(lastmodOf(files, '/smesiteli/grohe')).toBe('2026-01-05T10:00:00Z');
      expect(lastmodOf(files, '/smesiteli/dlya-rakovini/grohe')).toBe('2026-01-02T10:00:00Z');
      expect(lastmodOf(files, '/unitazi')).toBe('2026-01-09T10:00:00Z');
      expect(lastmodOf(files, '/')).toBe('2026-01-09T10:00:00Z');
      expect(lastmodOf(files, '/contacts')).toBeUndefined();
      expect(entriesOf(index).map((entry) => entry.lastmod)).toEqual([
        '2026-01-09T10:00:00Z',
        '2026-01-09T10:00:00Z',
        '2026-01-09T10:00:00Z',
      ]);

      // A change the page shows moves its product's date; the popularity rank, which it does not show, leaves it.
      await sql(`UPDATE products SET "order" = "order" + 1 WHERE nid = 1`);
      await sql(`UPDATE products SET price = price + 100 WHERE nid = 3`);
      const changed = (await sitemapsOf(shop.base)).files;
      expect(lastmodOf(changed, '/product/1')).toBe('2026-01-01T10:00:00Z');
      const moved = Date.parse(lastmodOf(changed, '/product/3') ?? '');
      expect(Date.now() - moved).toBeLessThan(60_000);
      expect(Date.parse(lastmodOf(changed, '/smesiteli/dlya-rakovini/hansgrohe') ?? '')).toBe(moved);
    });
  });

  describe('made once per catalogue version', () => {
    it('answers the same bytes without making them again, concurrent requests sharing one making; a change makes new ones', async () => {
      await sql(`UPDATE products SET stock = stock WHERE nid = 1`); // a new version, nothing made of it yet
      const before = shop.api.feeds.makings();
      // Four of each at once.
      const first = await Promise.all(
        Array.from({ length: 4 }, () => Promise.all([get(shop.base, '/sitemap.xml'), get(shop.base, '/yml.xml')])),
      );
      expect(shop.api.feeds.makings()).toEqual({ sitemaps: before.sitemaps + 1, yml: before.yml + 1 });
      const again = await sitemapsOf(shop.base);
      const feed = await get(shop.base, '/yml.xml');
      expect(shop.api.feeds.makings()).toEqual({ sitemaps: before.sitemaps + 1, yml: before.yml + 1 });
      for (const [index, yml] of first) {
        expect(index.text).toBe(again.index);
        expect(index.response.headers.get('etag')).toBe(again.etag);
        expect(yml.text).toBe(feed.text);
        expect(yml.response.headers.get('etag')).toBe(feed.response.headers.get('etag'));
      }

      await sql(`UPDATE products SET price_with_action = 6500 WHERE nid = 7`);
      const repriced = await get(shop.base, '/yml.xml');
      expect(repriced.response.headers.get('etag')).not.toBe(feed.response.headers.get('etag'));
      expect(repriced.text).toContain('<price>6500</price><oldprice>7000</oldprice>');
      expect(feed.text).not.toContain('<price>6500</price>');

      await sql(`UPDATE products SET on_sale = false WHERE nid = 7`);
      const after = await sitemapsOf(shop.base);
      expect(after.etag).not.toBe(again.etag);
      expect(pathsOfKind(again.files, 'products')).toContain('/product/7');
      expect(pathsOfKind(after.files, 'products')).not.toContain('/product/7');
      expect(shop.api.feeds.makings()).toEqual({ sitemaps: before.sitemaps + 2, yml: before.yml + 2 });
      await sql(`UPDATE products SET on_sale = true, price_with_action = NULL WHERE nid = 7`);
    });
  });

  describe('over HTTP', () => {
    it('answers XML revalidated by its ETag: 304 to If-None-Match, HEAD with the headers alone, gzip to a client that asks', async () => {
      const plain = await get(shop.base, '/sitemap.xml', { 'accept-encoding': 'identity' });
      expect(plain.response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(plain.response.headers.get('cache-control')).toBe('no-cache');
      expect(plain.response.headers.get('content-encoding')).toBeNull();
      expect(plain.response.headers.get('content-length')).toBe(String(Buffer.byteLength(plain.text)));
      const etag = plain.response.headers.get('etag') ?? '';
      expect(etag).toMatch(/^W\/"\d+-[\w-]+"$/);

      const zipped = await get(shop.base, '/sitemap.xml', { 'accept-encoding': 'gzip' });
      expect(zipped.response.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.text).toBe(plain.text);

      for (const held of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
        const unchanged = await get(shop.base, '/sitemap.xml', { 'if-none-match': held });
        expect(unchanged.response.status).toBe(304);
        expect(unchanged.response.headers.get('etag')).toBe(etag);
        expect(unchanged.text).toBe('');
      }
      expect((await get(shop.base, '/sitemap.xml', { 'if-none-match': '"other"' })).response.status).toBe(200);

      for (const pathname of ['/sitemap.xml', '/sitemaps/products.xml', '/yml.xml']) {
        const head = await get(shop.base, pathname, { 'accept-encoding': 'identity' }, 'HEAD');
        const body = await get(shop.base, pathname, { 'accept-encoding': 'identity' });
        expect(head.response.status).toBe(200);
        expect(head.text).toBe('');
        expect(head.response.headers.get('etag')).toBe(body.response.headers.get('etag'));
        expect(head.response.headers.get('content-length')).toBe(String(Buffer.byteLength(body.text)));
      }
    });

    it.each(['/sitemaps/nothing.xml', '/sitemaps/products-1.xml', '/sitemaps/', '/sitemaps/..%2Fsitemap.xml'])(
      '%s is a plain 404',
      async (pathname) => {
        const { response, text } = await get(shop.base, pathname);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
        expect(text).toBe('Не найдено');
        expect(text).not.toMatch(STACK);
      },
    );

    it('names the addresses on PUBLIC_URL whatever Host a request says', async () => {
      const port = new URL(shop.base).port;
      const text = await new Promise<string>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, path: '/sitemap.xml', headers: { host: 'evil.example' } },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve(body));
          },
        );
        request.on('error', reject);
        request.end();
      });
      expect(text).not.toContain('evil.example');
      for (const entry of entriesOf(text)) expect(entry.loc.startsWith(`${ORIGIN}/sitemaps/`)).toBe(true);
    });
  });

  describe('outliving a change for a minute (FEEDS_FRESH_FOR_MS)', () => {
    let fresh: { api: ApiServer; base: string } | undefined;
    afterEach(async () => {
      await fresh?.api.stop();
      fresh = undefined;
    });

    it('answers what was made within the minute after a change, and makes them anew once it has passed', async () => {
      let clock = Date.parse('2026-11-25T10:00:00Z');
      fresh = await startTestApi(shop.database, false, { publicOrigin: ORIGIN, now: () => new Date(clock) });
      const feeds = fresh.api.feeds;
      const first = await get(fresh.base, '/yml.xml');
      expect(feeds.makings()).toEqual({ sitemaps: 0, yml: 1 });
      await sql(`UPDATE products SET price_with_action = 6400 WHERE nid = 7`);
      clock += FEEDS_FRESH_FOR_MS - 1_000;
      const within = await get(fresh.base, '/yml.xml');
      expect(within.text).toBe(first.text);
      expect(feeds.makings()).toEqual({ sitemaps: 0, yml: 1 });
      clock += 2_000;
      const after = await get(fresh.base, '/yml.xml');
      expect(feeds.makings()).toEqual({ sitemaps: 0, yml: 2 });
      expect(after.text).toContain('<price>6400</price>');
      await sql(`UPDATE products SET price_with_action = NULL WHERE nid = 7`);
    });
  });

  describe('with a lowered limit per file', () => {
    let small: { api: ApiServer; base: string } | undefined;
    afterEach(async () => {
      await small?.api.stop();
      small = undefined;
    });

    it.each([
      ['3 URLs', { urls: 3, bytes: 50 * 1024 * 1024 }],
      ['400 bytes', { urls: 50_000, bytes: 400 }],
    ])('splits each kind into numbered files of at most %s, listing the same URLs', async (_limit, limits) => {
      const whole = await sitemapsOf(shop.base);
      small = await startTestApi(shop.database, false, { publicOrigin: ORIGIN, sitemapLimits: limits });
      const split = await sitemapsOf(small.base);
      expect(await schemaProblems(split.index, 'siteindex')).toEqual([]);
      for (const kind of ['pages', 'categories', 'products']) {
        const names = [...split.files.keys()].filter((name) => name.startsWith(`${kind}-`));
        expect(names.length).toBeGreaterThan(1);
        expect(names).toEqual(names.map((_, index) => `${kind}-${index + 1}.xml`));
        expect(pathsOfKind(split.files, kind)).toEqual(pathsOfKind(whole.files, kind));
      }
      for (const xml of split.files.values()) {
        expect(await schemaProblems(xml, 'sitemap')).toEqual([]);
        expect(entriesOf(xml).length).toBeLessThanOrEqual(limits.urls);
        expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(limits.bytes);
      }
      expect(pathsOfKind(split.files, 'products')).toEqual(pathsOfKind(whole.files, 'products'));
    });
  });

  describe('the Yandex Market feed', () => {
    interface Offer {
      '@id': string;
      '@available': string;
      url: string;
      price: string;
      oldprice?: string;
      currencyId: string;
      categoryId: string;
      picture?: string[];
      'delivery-options'?: { option: { '@cost': string; '@days': string }[] };
      name: string;
      vendor: string;
      vendorCode: string;
      description?: string;
    }
    interface Feed {
      yml_catalog: {
        '@date': string;
        shop: {
          name: string;
          company: string;
          url: string;
          currencies: { currency: { '@id': string; '@rate': string } };
          categories: { category: { '@id': string; '@parentId'?: string; '#text': string }[] };
          'delivery-options': { option: { '@cost': string; '@days': string }[] };
          offers: { offer: Offer[] };
        };
      };
    }
    const feedOf = async () => {
      const { response, text } = await get(shop.base, '/yml.xml');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(await parseProblems(text)).toEqual([]);
      return { text, feed: parser.parse(text) as Feed };
    };

    it('describes the shop, its currency, the category tree and courier delivery in Moscow', async () => {
      const { text, feed } = await feedOf();
      expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?><yml_catalog date="')).toBe(true);
      const { shop: described, '@date': date } = feed.yml_catalog;
      expect(Math.abs(Date.now() - Date.parse(date))).toBeLessThan(60_000);
      expect(date).toMatch(/\+03:00$/);
      expect(described).toMatchObject({
        name: 'Сантехника',
        company: 'ООО «Сантехника»',
        url: ORIGIN,
        currencies: { currency: { '@id': 'RUR', '@rate': '1' } },
        'delivery-options': { option: [{ '@cost': '700', '@days': '1' }] },
      });
      const { categoriesObjects } = await graphqlData<{ categoriesObjects: CategoryAnswer[] }>(shop.base, CATALOGUE);
      expect(described.categories.category).toEqual(
        expect.arrayContaining(
          categoriesObjects.map((category) => ({
            '@id': String(category.nid),
            ...(category.topCategoryNid === null ? {} : { '@parentId': String(category.topCategoryNid) }),
            '#text': category.rusName,
          })),
        ),
      );
      expect(described.categories.category).toHaveLength(categoriesObjects.length);
    });

    it('offers each product on sale as its card shows it', async () => {
      await sql(
        `UPDATE products SET images = ARRAY['/media/products/mixer-belyj.svg', 'https://cdn.example/2.jpg?w=1&h=2'],
           description = 'Смеситель для раковины.' WHERE nid = 2`,
      );
      const { feed } = await feedOf();
      const offers = feed.yml_catalog.shop.offers.offer;
      const { products } = await graphqlData<{ products: { nid: number }[] }>(shop.base, ON_SALE);
      expect(offers.map((offer) => Number(offer['@id'])).sort((a, b) => a - b)).toEqual(
        products.map(({ nid }) => nid).sort((a, b) => a - b),
      );
      for (const nid of [1, 2, 3, 5]) {
        const offer = offers.find((candidate) => candidate['@id'] === String(nid)) as Offer;
        const { product } = await graphqlData<{
          product: {
            name: string;
            brand: string;
            vendorCode: string;
            price: number;
            priceWithAction: number | null;
            inStock: boolean;
            images: string[];
            categoryNid: number;
            description: string;
          };
        }>(shop.base, PRODUCT, { nid });
        const pays = unitPrice(product);
        expect(offer).toEqual({
          '@id': String(nid),
          '@available': String(product.inStock),
          url: `${ORIGIN}/product/${nid}`,
          price: String(pays),
          ...(pays < product.price ? { oldprice: String(product.price) } : {}),
          currencyId: 'RUR',
          categoryId: String(product.categoryNid),
          ...(product.images.length
            ? { picture: product.images.map((image) => new URL(rasterPicture(image), ORIGIN).href) }
            : {}),
          ...(pays >= FREE_DELIVERY_THRESHOLD
            ? { 'delivery-options': { option: [{ '@cost': '0', '@days': '1' }] } }
            : {}),
          name: product.name,
          vendor: product.brand,
          vendorCode: product.vendorCode,
          ...(product.description ? { description: product.description } : {}),
        });
      }
      const discounted = offers.find((offer) => offer['@id'] === '2') as Offer;
      expect([discounted.price, discounted.oldprice, discounted.picture]).toEqual([
        '9000',
        '12000',
        // Market takes JPEG, GIF or PNG: a drawn picture goes as its PNG rendition, a photo as it is.
        [`${ORIGIN}/media/products/mixer-belyj.png`, 'https://cdn.example/2.jpg?w=1&h=2'],
      ]);
      const rendition = await fetch(`${shop.base}/media/products/mixer-belyj.png`);
      expect([rendition.status, rendition.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(
        Buffer.from(await rendition.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
      expect((offers.find((offer) => offer['@id'] === '3') as Offer)['@available']).toBe('false');
      expect(offers.some((offer) => offer['@id'] === '8')).toBe(false);
    });

    it('publishes no stored picture the picture rule refuses (one stored before it, or written by hand)', async () => {
      const [before] = await shop.database.query<{ images: string[] }>('SELECT images FROM products WHERE nid = 5');
      await shop.database.query('UPDATE products SET images = $1 WHERE nid = 5', [
        [
          '//evil.example/x.png',
          'http://cdn.example/x.jpg',
          'javascript:alert(1)',
          'data:image/png;base64,AAAA',
          '/\\evil.example/y.png',
          'pictures/z.png',
          '/media/schemes/toilet.svg',
        ],
      ]);
      const { text, feed } = await feedOf();
      const offer = feed.yml_catalog.shop.offers.offer.find((candidate) => candidate['@id'] === '5') as Offer;
      expect(offer.picture).toEqual([`${ORIGIN}/media/schemes/toilet.png`]);
      expect(text).not.toMatch(/evil\.example|javascript:|data:|http:\/\/cdn|pictures\/z/);
      await shop.database.query('UPDATE products SET images = $1 WHERE nid = 5', [before?.images]);
    });

    it('escapes every text, drops what XML cannot hold and bounds a description', async () => {
      await sql(
        `UPDATE products SET name = 'Смеситель "Roca" & <Victoria>' || chr(1) || ' ''Plus''',
           vendor_code = 'R&D-4', description = repeat('Очень & длинное <описание> ', 200) WHERE nid = 4`,
      );
      const { text, feed } = await feedOf();
      const offer = feed.yml_catalog.shop.offers.offer.find((candidate) => candidate['@id'] === '4') as Offer;
      expect(offer.name).toBe('Смеситель "Roca" & <Victoria> \'Plus\'');
      expect(offer.vendorCode).toBe('R&D-4');
      expect(offer.description?.length).toBeLessThanOrEqual(3_000);
      expect(offer.description).toMatch(/^Очень & длинное <описание> Очень .*…$/);
      expect(text).not.toContain('\u0001');
    });
  });
});

describe.each(TEST_ENGINES)('the sitemaps of a seeded catalogue (%s)', (engine) => {
  const shop = testShop(engine, { publicOrigin: ORIGIN, fill: (database) => seedCatalogue(database, 2_000) });

  it('list every filter page with products and no other, each its own canonical address, and every product on sale', async () => {
    const { files } = await sitemapsOf(shop.base);
    const version = await shop.api.catalog.version();
    const index = await shop.api.catalog.engine.ready(version);
    const metadata = await shop.api.catalog.metadataAt(version);
    if (!index) throw new Error('the catalogue engine read no index');
    // Each category, and each one or two values of different path options, written as an address, read back as the
    // storefront reads it (a value name two options share reads as the first's), counted by the engine's bitmaps.
    const expected = new Set<string>();
    for (const category of metadata.categories) {
      const values = category.urlOptionsToFilter.map((nid) => metadata.valuesOf.get(nid) ?? []);
      const choices: number[][] = [[]];
      values.forEach((first, position) => {
        for (const one of first) {
          choices.push([one.nid]);
          for (const second of values.slice(position + 1)) for (const two of second) choices.push([one.nid, two.nid]);
        }
      });
      for (const choice of choices) {
        const filter = { ...emptyFilter(), category };
        for (const nid of choice) filter.selections.set(metadata.valueByNid.get(nid)?.optionNid as number, [nid]);
        const read = parseCatalogUrl(metadata, catalogAddress(metadata, filter).url);
        const address = catalogAddress(metadata, read);
        if (address.indexable && index.count(read) > 0) expected.add(address.url);
      }
    }
    const listed = pathsOfKind(files, 'categories');
    expect(expected.size).toBeGreaterThan(500);
    expect(listed).toHaveLength(expected.size);
    expect(new Set(listed)).toEqual(expected);
    for (const url of listed)
      expect(catalogAddress(metadata, parseCatalogUrl(metadata, url))).toEqual({ url, indexable: true });
    expect(pathsOfKind(files, 'products')).toHaveLength(index.count(emptyFilter()));
  });
});
