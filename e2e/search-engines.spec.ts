import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * What a search engine and a link preview get from the shop (README: What the shop publishes for search engines):
 * statuses that tell the truth, the canonical link and robots directive of each kind of page, robots.txt, and the
 * structured data and sharing tags of product and catalogue pages — read from the HTML the server sends, as a
 * crawler reads it.
 */

const graphql = async <T>(request: APIRequestContext, query: string, variables: Record<string, unknown>) =>
  ((await (await request.post('/graphql', { data: { query, variables } })).json()) as { data: T }).data;

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1] ?? null;
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)">/.exec(html)?.[1] ?? null;
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;

/** Every JSON-LD object of a page, parsed. */
const structuredData = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
const ofType = (html: string, type: string) => structuredData(html).find((data) => data['@type'] === type);

/** A page's HTML as the server sends it, once it answers with its data (a cold API may miss its budget once). */
async function pageHtml(request: APIRequestContext, address: string, status = 200): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(address, { maxRedirects: 0 });
        html = await response.text();
        return response.status() === status && (status !== 200 || robotsOf(html) !== null);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return html;
}

test.describe('statuses that tell the truth', () => {
  for (const address of [
    '/no-such-category',
    '/smesiteli/no-such-brand-zzz',
    '/smesiteli?color=no-such-colour',
    '/smesiteli?no-such-filter=1',
    '/smesiteli?page=999',
    '/product/999999',
    '/product/abc',
    '/contacts/extra',
    '/smesiteli%zz',
  ]) {
    test(`${address} is a 404 that shows «Страница не найдена»`, async ({ request, page }) => {
      const html = await pageHtml(request, address, 404);
      expect(robotsOf(html)).toBe('noindex,follow');
      expect(canonicalOf(html)).toBeNull();
      // The browser shows the same outcome the status says.
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      // (A page beyond the last keeps its category and says so, with a link to the first page.)
      await expect(
        page.getByRole('heading', { name: /^(Страница не найдена|На этой странице товаров нет)$/ }),
      ).toBeVisible();
    });
  }

  test('a product taken off sale is a 410 that still shows its card, «Снят с продажи»', async ({ request, page }) => {
    let nid = 0;
    for (let candidate = 1; candidate <= 5_000 && !nid; candidate += 1) {
      const { product } = await graphql<{ product: { onSale: boolean } | null }>(
        request,
        'query p($nid: Int!) { product(nid: $nid) { onSale } }',
        { nid: candidate },
      );
      if (product && !product.onSale) nid = candidate;
    }
    expect(nid).toBeGreaterThan(0);
    const html = await pageHtml(request, `/product/${nid}`, 410);
    expect(robotsOf(html)).toBe('noindex,follow');
    expect(canonicalOf(html)).toBeNull();
    expect((ofType(html, 'Product')?.offers as { availability: string }).availability).toBe(
      'https://schema.org/Discontinued',
    );
    const response = await page.goto(`/product/${nid}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByText('Снят с продажи')).toBeVisible();
  });

  for (const [address, location] of [
    ['/smesiteli/', '/smesiteli'],
    ['/SMESITELI', '/smesiteli'],
    ['/smesiteli?page=1', '/smesiteli'],
    ['/smesiteli?sort=no-such-sort&page=2', '/smesiteli?page=2'],
    ['/product/1/', '/product/1'],
    ['/Contacts', '/contacts'],
    ['/smesiteli?brand=grohe', '/smesiteli/grohe'],
    ['/smesiteli/dlya-rakovini/hrom/grohe?page=1&sort=new', '/smesiteli/dlya-rakovini/grohe/hrom?sort=new'],
  ] as const) {
    test(`${address} moves for good to ${location}`, async ({ request }) => {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(location);
      // It is the end of the way: the canonical spelling answers itself.
      expect((await request.get(location, { maxRedirects: 0 })).status()).toBe(200);
    });
  }
});

test.describe('the canonical link and robots directive of each kind of page', () => {
  for (const [address, canonical, robots] of [
    ['/', '/', 'index,follow'],
    ['/smesiteli', '/smesiteli', 'index,follow'],
    ['/smesiteli/dlya-rakovini', '/smesiteli/dlya-rakovini', 'index,follow'],
    ['/smesiteli/grohe', '/smesiteli/grohe', 'index,follow'],
    ['/smesiteli/dlya-rakovini/grohe/hrom', '/smesiteli/dlya-rakovini/grohe/hrom', 'index,follow'],
    ['/smesiteli?sort=price-asc', '/smesiteli', 'index,follow'],
    ['/smesiteli?page=2', '/smesiteli?page=2', 'noindex,follow'],
    ['/smesiteli?sort=new&page=2', '/smesiteli?page=2', 'noindex,follow'],
    ['/smesiteli/grohe?price=1000-50000', '/smesiteli/grohe?price=1000-50000', 'noindex,follow'],
    ['/product/1', '/product/1', 'index,follow'],
    ['/product/1?utm_source=mail', '/product/1', 'index,follow'],
    ['/contacts', '/contacts', 'index,follow'],
  ] as const) {
    test(`${address}: canonical ${canonical}, ${robots}`, async ({ request, baseURL }) => {
      const html = await pageHtml(request, address);
      expect(canonicalOf(html)).toBe(new URL(canonical, baseURL).href);
      expect(robotsOf(html)).toBe(robots);
    });
  }

  for (const address of ['/search?q=смеситель', '/auth', '/cart']) {
    test(`${address} stays out of the index`, async ({ request }) => {
      const html = await (await request.get(address)).text();
      expect(robotsOf(html)).toBe('noindex,follow');
      expect(canonicalOf(html)).toBeNull();
    });
  }
});

test('robots.txt keeps the back-office, the cart, sign-in and parameter combinations out and names the sitemap index', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  for (const rule of ['Disallow: /dmn', 'Disallow: /cart', 'Disallow: /auth', 'Disallow: /search', 'Disallow: /*?']) {
    expect(text.split('\n')).toContain(rule);
  }
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text.split('\n')).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
});

test.describe('structured data and sharing tags', () => {
  test('a product card: Product with its Offer as the card says it, breadcrumbs, Open Graph and Twitter tags', async ({
    request,
    baseURL,
  }) => {
    const { product } = await graphql<{
      product: {
        name: string;
        vendorCode: string;
        brand: string;
        price: number;
        priceWithAction: number | null;
        inStock: boolean;
        images: string[];
        category: { rusName: string; url: string };
      };
    }>(
      request,
      'query p($nid: Int!) { product(nid: $nid) { name vendorCode brand price priceWithAction inStock images category { rusName url } } }',
      { nid: 1 },
    );
    const html = await pageHtml(request, '/product/1');
    const data = ofType(html, 'Product') as Record<string, unknown> & { image: string[] };
    // Google's Product snippet: name and offers required; brand, sku, image, description recommended.
    expect(data['@context']).toBe('https://schema.org');
    expect(data.name).toBe(product.name);
    expect(data.sku).toBe(product.vendorCode);
    expect(data.brand).toEqual({ '@type': 'Brand', name: product.brand });
    expect(data.description).toEqual(expect.any(String));
    expect(data.image.length).toBeGreaterThan(0);
    for (const image of data.image) expect(image.startsWith(new URL('/', baseURL).href)).toBe(true);
    // The offer: price (what the buyer pays), currency, availability, the card's own address.
    const pays =
      product.priceWithAction !== null && product.priceWithAction < product.price
        ? product.priceWithAction
        : product.price;
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: pays.toFixed(2),
      priceCurrency: 'RUB',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
      url: new URL('/product/1', baseURL).href,
    });
    const crumbs = ofType(html, 'BreadcrumbList') as { itemListElement: Record<string, unknown>[] };
    expect(crumbs.itemListElement.map((item) => item.position)).toEqual(
      crumbs.itemListElement.map((_, index) => index + 1),
    );
    expect(crumbs.itemListElement[0]).toMatchObject({
      '@type': 'ListItem',
      name: 'Главная',
      item: new URL('/', baseURL).href,
    });
    expect(crumbs.itemListElement.at(-2)).toMatchObject({
      name: product.category.rusName,
      item: new URL(product.category.url, baseURL).href,
    });
    expect(crumbs.itemListElement.at(-1)).toEqual({
      '@type': 'ListItem',
      position: crumbs.itemListElement.length,
      name: product.name,
    });
    // Sharing: title, description, image, price.
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:title')).toBe(product.name);
    expect(metaOf(html, 'og:url')).toBe(new URL('/product/1', baseURL).href);
    expect(metaOf(html, 'og:description')).toContain(product.vendorCode);
    expect(metaOf(html, 'og:image')).toBe(data.image[0]);
    expect(metaOf(html, 'twitter:image')).toBe(data.image[0]);
    // Every picture is one that messengers, sharing cards and Market show: a raster image on the shop's address
    // (an uploaded photo's largest JPEG, a drawing's PNG).
    for (const image of data.image) {
      const picture = await request.get(image);
      expect(picture.status()).toBe(200);
      expect(['image/jpeg', 'image/png']).toContain(picture.headers()['content-type']);
    }
    expect(new URL(data.image[0] as string).pathname).toMatch(/^\/media\/photos\/[0-9a-f]{32}-\d+x\d+\.jpg$/);
    expect(metaOf(html, 'product:price:amount')).toBe(pays.toFixed(2));
    expect(metaOf(html, 'product:price:currency')).toBe('RUB');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:title')).toBe(product.name);
  });

  test('a category: breadcrumbs and sharing tags', async ({ request, baseURL }) => {
    const html = await pageHtml(request, '/smesiteli/dlya-rakovini');
    const crumbs = ofType(html, 'BreadcrumbList') as { itemListElement: Record<string, unknown>[] };
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Главная', item: new URL('/', baseURL).href },
      { '@type': 'ListItem', position: 2, name: 'Смесители', item: new URL('/smesiteli', baseURL).href },
      { '@type': 'ListItem', position: 3, name: 'Смесители для раковины' },
    ]);
    expect(metaOf(html, 'og:title')).toBe('Смесители для раковины');
    expect(metaOf(html, 'og:description')).toMatch(/^Смесители для раковины: цены/);
    expect(metaOf(html, 'og:url')).toBe(new URL('/smesiteli/dlya-rakovini', baseURL).href);
    expect(metaOf(html, 'og:image')).toMatch(/^http/);
  });

  test('the home page: the shop as a Store with its Khimki address', async ({ request, baseURL }) => {
    const html = await pageHtml(request, '/');
    const shop = ofType(html, 'Store') as Record<string, unknown> & { telephone: string };
    // Google's LocalBusiness: name and address required; telephone, url, openingHours recommended.
    expect(shop).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Сантехника',
      url: new URL('/', baseURL).href,
    });
    expect(shop.address).toMatchObject({
      '@type': 'PostalAddress',
      addressCountry: 'RU',
      addressRegion: 'Московская область',
      addressLocality: 'Химки',
      streetAddress: 'Вашутинское шоссе',
    });
    expect(shop.telephone).toMatch(/^\+7/);
    expect(shop.openingHours).toBe('Mo-Su 09:00-20:00');
    expect(metaOf(html, 'og:site_name')).toBe('Сантехника');
  });
});

test.describe('sitemaps and the Yandex Market feed, through the shop’s own address', () => {
  /** Every `<loc>` of a sitemap or sitemap index. */
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

  test('the sitemap index names files within the limits that list every product on sale, and the URLs answer 200', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toMatch(/^application\/xml/);
    const files = locsOf(await index.text());
    expect(files.length).toBeGreaterThanOrEqual(3);
    const urls: string[] = [];
    for (const file of files) {
      expect(file.startsWith(new URL('/sitemaps/', baseURL).href)).toBe(true);
      const answer = await request.get(file);
      expect(answer.status()).toBe(200);
      const body = await answer.body();
      // The protocol's limits per file: 50 000 URLs, 50 MB uncompressed.
      expect(body.byteLength).toBeLessThanOrEqual(50 * 1024 * 1024);
      const listed = locsOf(body.toString('utf8'));
      expect(listed.length).toBeLessThanOrEqual(50_000);
      urls.push(...listed);
    }
    expect(new Set(urls).size).toBe(urls.length);
    // Every product on sale, and nothing else under /product/.
    const { productsCount } = await graphql<{ productsCount: number }>(request, 'query { productsCount }', {});
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/product/'))).toHaveLength(productsCount);
    expect(urls).toContain(new URL('/smesiteli/dlya-rakovini', baseURL).href);
    expect(urls).toContain(new URL('/contacts', baseURL).href);
    // Each listed page answers 200 (a few at a time, as a polite crawler reads): every category, filter and text
    // page, and every twentieth product card — all 5 000 cards would take minutes, and that every listed product is
    // one on sale (so a 200) is the API's test (api/src/feeds/__tests__/search-feeds.test.ts).
    const problems: string[] = [];
    const isCard = (url: string) => new URL(url).pathname.startsWith('/product/');
    const queue = [...urls.filter((url) => !isCard(url)), ...urls.filter(isCard).filter((_, at) => at % 20 === 0)];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
          const answer = await request.get(url, { maxRedirects: 0 });
          if (answer.status() !== 200) problems.push(`${url}: ${answer.status()}`);
        }
      }),
    );
    expect(problems).toEqual([]);
  });

  test('the feed is YML whose offer of a product says what its card says', async ({ request, baseURL }) => {
    const answer = await request.get('/yml.xml');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/xml/);
    const feed = await answer.text();
    expect(feed).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<yml_catalog date="[^"]+">/);
    const offer = /<offer id="1" available="(true|false)">([\s\S]*?)<\/offer>/.exec(feed);
    expect(offer).not.toBeNull();
    const field = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(offer![2]!)?.[1];
    const card = ofType(await pageHtml(request, '/product/1'), 'Product') as {
      name: string;
      sku: string;
      brand: { name: string };
      image: string[];
      offers: { price: string; availability: string };
    };
    expect(field('url')).toBe(new URL('/product/1', baseURL).href);
    expect(Number(field('price'))).toBe(Number(card.offers.price));
    expect(field('currencyId')).toBe('RUR');
    expect(field('vendor')).toBe(card.brand.name);
    expect(field('vendorCode')).toBe(card.sku);
    expect(field('picture')).toBe(card.image[0]);
    expect(offer![1] === 'true').toBe(card.offers.availability === 'https://schema.org/InStock');
  });
});
