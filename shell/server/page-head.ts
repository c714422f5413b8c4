import { SHOP_ADDRESS, SHOP_HOURS, SHOP_NAME } from '@shop/shared/shop-facts';
import {
  catalogPageIndexing,
  INDEX,
  NO_INDEX,
  PHOTO_FILES,
  PHOTO_SIZES,
  photoOf,
  photoSrcSet,
  productPath,
  publishedPicture,
  type Robots,
} from '@shop/shared/catalog-url';
import { unitPrice } from '@shop/shared/cart-item';
import type { GetCategoryQuery, GetProductQuery, GetProductsQuery } from '@shop/shared/graphql';
import { matchShopRoute } from '@shop/shared/routes';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import { scriptSafe, type PageDataAnswers } from './page-data';
import { answerOf, type PageOutcome } from './page-outcome';
import { escapeHtml, type PageNaming } from './page-render';

/**
 * What a page tells search engines and link previews, written into its HTML's head by the shell's server from the
 * page's first answers (README: What the shop publishes for search engines): the canonical link and robots
 * directive (the shared rules of @shop/shared/catalog-url), Open Graph and Twitter tags, and schema.org JSON-LD
 * (a product with its offer, the breadcrumbs, the shop itself). Nothing of it reaches the browser's bundles: it
 * costs a page no request.
 */

type Json = Record<string, unknown>;

type Product = NonNullable<GetProductQuery['product']>;
type Category = NonNullable<GetCategoryQuery['category']>;

const jsonLd = (data: Json) => `<script type="application/ld+json">${scriptSafe(JSON.stringify(data))}</script>`;
const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

/** `BreadcrumbList` of «Главная» › … › the page (its last item without an address: it is the page). */
function breadcrumbs(origin: string, trail: readonly { name: string; url?: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: new URL(item.url, origin).href } : {}),
    })),
  };
}

/** The shop as schema.org sees it: a store in Khimki (requirements §2), open every day. */
function store(origin: string, shop: RuntimeConfig['shop']): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: SHOP_NAME,
    url: `${origin}/`,
    telephone: shop.phone,
    email: shop.email,
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'RU',
      addressRegion: 'Московская область',
      addressLocality: 'Химки',
      streetAddress: SHOP_ADDRESS.split(', ').at(-1),
    },
    openingHours: 'Mo-Su 09:00-20:00',
    description: `${SHOP_ADDRESS}. ${SHOP_HOURS}.`,
    currenciesAccepted: 'RUB',
  };
}

/**
 * A picture's absolute address in a form every reader of the head shows (a raster one); undefined for a stored
 * address the shop's picture rule refuses (`//evil.example/x.png`), which the head never passes on.
 */
function pictureUrl(origin: string, image: string): string | undefined {
  const published = publishedPicture(image);
  return published === null ? undefined : new URL(published, origin).href;
}

/** The absolute addresses of the pictures the head may publish, of those given in order. */
const pictureUrls = (origin: string, images: readonly string[]): string[] =>
  images.flatMap((image) => pictureUrl(origin, image) ?? []);

/** A product card's `Product` with its `Offer`: the price the buyer pays, availability as the card says it. */
function productData(origin: string, url: string, product: Product): Json {
  const availability = !product.onSale ? 'Discontinued' : product.inStock ? 'InStock' : 'BackOrder';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.vendorCode,
    mpn: product.vendorCode,
    brand: { '@type': 'Brand', name: product.brand },
    image: pictureUrls(origin, product.images.length ? product.images : [product.imageUrl]),
    description: product.description,
    category: product.category.rusName,
    offers: {
      '@type': 'Offer',
      url,
      price: unitPrice(product).toFixed(2),
      priceCurrency: 'RUB',
      availability: `https://schema.org/${availability}`,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP_NAME },
    },
  };
}

/** Open Graph and Twitter tags of a page. */
function sharing(page: {
  type: 'website' | 'product';
  url: string;
  title: string;
  description: string;
  image?: string;
}) {
  return [
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:locale', 'ru_RU'),
    meta('property', 'og:type', page.type),
    meta('property', 'og:url', page.url),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    ...(page.image ? [meta('property', 'og:image', page.image)] : []),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    ...(page.image ? [meta('name', 'twitter:image', page.image)] : []),
  ];
}

/** «Главная», the category's parent if it has one, and the category: linked, or not when it is the page itself. */
function categoryTrail(
  category: { rusName: string; url: string; parent: { rusName: string; url: string } | null },
  isThePage: boolean,
): { name: string; url?: string }[] {
  return [
    { name: 'Главная', url: '/' },
    ...(category.parent ? [{ name: category.parent.rusName, url: category.parent.url }] : []),
    isThePage ? { name: category.rusName } : { name: category.rusName, url: category.url },
  ];
}

interface HeadParts {
  canonical?: string;
  robots: Robots;
  tags?: string[];
  data?: Json[];
}

/**
 * The card's main photo (its LCP), fetched ahead of everything else in the page: as AVIF at the width the card
 * draws it, for a browser that reads AVIF (one that does not skips it, and takes WebP or JPEG from the
 * `<picture>` once it meets it). Nothing for a picture that is not an uploaded photo.
 */
function mainPhotoPreload(product: Product): string[] {
  const photo = photoOf(product.images[0] ?? product.imageUrl);
  if (!photo) return [];
  return [
    `<link rel="preload" as="image" type="${PHOTO_FILES.avif.contentType}" fetchpriority="high" imagesrcset="${escapeHtml(
      photoSrcSet(photo, 'avif'),
    )}" imagesizes="${escapeHtml(PHOTO_SIZES.card)}">`,
  ];
}

function productHead(origin: string, product: Product, naming: PageNaming): HeadParts {
  const url = new URL(productPath(product.nid), origin).href;
  const [image] = pictureUrls(origin, [...product.images, product.imageUrl]);
  return {
    canonical: url,
    robots: product.onSale ? INDEX : NO_INDEX,
    tags: [
      ...mainPhotoPreload(product),
      ...sharing({
        type: 'product',
        url,
        title: product.name,
        description: naming.description,
        image,
      }),
      meta('property', 'product:price:amount', unitPrice(product).toFixed(2)),
      meta('property', 'product:price:currency', 'RUB'),
    ],
    data: [
      productData(origin, url, product),
      breadcrumbs(origin, [...categoryTrail(product.category, false), { name: product.name }]),
    ],
  };
}

function catalogHead(
  origin: string,
  search: string,
  category: Category,
  list: GetProductsQuery,
  naming: PageNaming,
): HeadParts | null {
  if (!list.catalogAddress) return null;
  const { canonical, robots } = catalogPageIndexing(list.catalogAddress, search, list.productsCount);
  const url = new URL(canonical, origin).href;
  const [image] = pictureUrls(origin, [
    ...list.products.slice(0, 1).map((product) => product.imageUrl),
    category.picture,
  ]);
  return {
    canonical: url,
    robots,
    tags: sharing({
      type: 'website',
      url,
      title: category.rusName,
      description: naming.description,
      image,
    }),
    data: [breadcrumbs(origin, categoryTrail(category, true))],
  };
}

function headParts(
  origin: string,
  pathname: string,
  search: string,
  answers: PageDataAnswers,
  naming: PageNaming,
  shop: RuntimeConfig['shop'],
): HeadParts | null {
  const route = matchShopRoute(pathname);
  switch (route?.data) {
    case 'home':
      return {
        canonical: `${origin}/`,
        robots: INDEX,
        tags: sharing({ type: 'website', url: `${origin}/`, title: SHOP_NAME, description: naming.description }),
        data: [store(origin, shop)],
      };
    case 'product': {
      const product = answerOf<GetProductQuery>(answers, 'getProduct')?.product;
      return product ? productHead(origin, product, naming) : null;
    }
    case 'catalog': {
      const category = answerOf<GetCategoryQuery>(answers, 'getCategory')?.category;
      const list = answerOf<GetProductsQuery>(answers, 'getProducts');
      return category && list ? catalogHead(origin, search, category, list, naming) : null;
    }
    default:
      // The shell's own text pages stand for themselves; search, sign-in, the cart and the back-office stay out.
      return route?.shellPage ? { canonical: `${origin}${pathname}`, robots: INDEX } : { robots: NO_INDEX };
  }
}

/**
 * The head tags of a page at this address with these answers. A page whose status is not 200 is left out of the
 * index and names no canonical; one whose answers did not come (the API slow or down) says nothing it cannot know.
 */
export function searchEngineHead(
  page: { origin: string; pathname: string; search: string; outcome: PageOutcome; naming: PageNaming },
  answers: PageDataAnswers,
  shop: RuntimeConfig['shop'],
): string {
  const { origin, pathname, search, outcome, naming } = page;
  if (outcome.status !== 200 && outcome.status !== 410) return meta('name', 'robots', NO_INDEX);
  const parts = headParts(origin, pathname, search, answers, naming, shop);
  // Without its answers a page knows nothing to say: a crawler that came while the API was slow must not drop it.
  if (!parts) return '';
  return [
    ...(parts.canonical && outcome.status === 200
      ? [`<link rel="canonical" href="${escapeHtml(parts.canonical)}">`]
      : []),
    meta('name', 'robots', outcome.status === 200 ? parts.robots : NO_INDEX),
    ...(parts.tags ?? []),
    ...(parts.data ?? []).map(jsonLd),
  ].join('');
}
