// The pictures a page's head publishes (Open Graph, Twitter, JSON-LD): only addresses the picture rule of
// @shop/shared/catalog-url accepts, whatever the API has stored (README: What the shop publishes for search engines).
import type { GetProductQuery } from '@shop/shared/graphql';
import { searchEngineHead } from '../page-head';

const ORIGIN = 'https://shop.example';
const SHOP = { phone: '+7 000 000-00-00', email: 'shop@example.com' };

type Product = NonNullable<GetProductQuery['product']>;

/** The head of the product card /product/7 whose stored pictures are these. */
function productHead(images: string[], imageUrl = images[0] ?? '') {
  const product = {
    nid: 7,
    name: 'Смеситель',
    vendorCode: 'GR-7',
    brand: 'Grohe',
    description: 'Смеситель для раковины',
    images,
    imageUrl,
    onSale: true,
    inStock: true,
    price: 10_000,
    priceWithAction: null,
    category: { nid: 31, rusName: 'Смесители для раковины', path: '', url: '/smesiteli', parent: null },
  } as unknown as Product;
  const head = searchEngineHead(
    {
      origin: ORIGIN,
      pathname: '/product/7',
      search: '',
      outcome: { status: 200 },
      naming: { title: 'Смеситель', description: 'Смеситель для раковины' },
    },
    { entries: [{ operation: 'getProduct', data: { product } }], complete: true, refused: [] } as never,
    SHOP,
  );
  const ld = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as { '@type': string; image?: string[] },
  );
  return {
    head,
    ldImages: ld.find((data) => data['@type'] === 'Product')?.image,
    ogImage: /<meta property="og:image" content="([^"]*)">/.exec(head)?.[1],
  };
}

describe('the page head publishes only pictures the picture rule accepts', () => {
  it('a drawn picture as its PNG, a photo on https as it is', () => {
    const { ldImages, ogImage } = productHead([
      '/media/products/mixer-hrom.svg',
      'https://cdn.example.ru/mixer-2.jpg?w=800&amp=1',
    ]);
    expect(ldImages).toEqual([
      `${ORIGIN}/media/products/mixer-hrom.png`,
      'https://cdn.example.ru/mixer-2.jpg?w=800&amp=1',
    ]);
    expect(ogImage).toBe(`${ORIGIN}/media/products/mixer-hrom.png`);
  });

  it.each([
    '//evil.example/x.png',
    'http://cdn.example.ru/x.jpg',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'pictures/x.png',
    '/x.png',
    '/\\evil.example/x.png',
    'https://cdn.example.ru/a b.jpg',
  ])('a stored %j is left out of JSON-LD and Open Graph, the next picture shared instead', (stored) => {
    const { head, ldImages, ogImage } = productHead([stored, '/media/schemes/toilet.svg']);
    expect(ldImages).toEqual([`${ORIGIN}/media/schemes/toilet.png`]);
    expect(ogImage).toBe(`${ORIGIN}/media/schemes/toilet.png`);
    expect(head).not.toContain('evil.example');
  });

  it('a product with no publishable picture names none, and its card is a small summary', () => {
    const { head, ldImages, ogImage } = productHead(['//evil.example/x.png'], '//evil.example/x.png');
    expect([ldImages, ogImage]).toEqual([[], undefined]);
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    expect(head).not.toContain('evil.example');
  });

  it('an uploaded photo is shared as its largest JPEG, and the card preloads it as AVIF at the width it is drawn', () => {
    const key = '0123456789abcdef0123456789abcdef';
    const { head, ldImages, ogImage } = productHead([`/media/photos/${key}-1000x800.jpg`]);
    expect(ldImages).toEqual([`${ORIGIN}/media/photos/${key}-1000x800.jpg`]);
    expect(ogImage).toBe(`${ORIGIN}/media/photos/${key}-1000x800.jpg`);
    const widths = [160, 320, 640, 960, 1000].map((width) => `/media/photos/${key}-${width}.avif ${width}w`);
    expect(head).toContain(
      `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${widths.join(', ')}" imagesizes="(max-width: 56.25em) 100vw, 480px">`,
    );
  });

  it('a drawn picture is not preloaded: the page’s HTML names it early enough', () => {
    expect(productHead(['/media/products/mixer-hrom.svg']).head).not.toContain('rel="preload"');
  });
});
