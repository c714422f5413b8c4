import { productPath, SITEMAPS_PREFIX } from '@shop/shared/catalog-url';
import { SHOP_ROUTES, type ShopRoute } from '@shop/shared/routes';
import { sql } from 'drizzle-orm';
import type { CatalogMetadata, CategoryRow } from '../catalog/catalog-metadata';
import { catalogAddress, parseCatalogUrl } from '../catalog/catalog-url-rules';
import { emptyFilter, type ProductFilter } from '../catalog/product-filter';
import type { Db } from '../db/open-database';
import { categoryWalk, inCatalogSnapshot, productsOnSale } from './catalog-snapshot';
import { publishText, type PublishedDocument } from './published-document';
import { absoluteUrl, w3cDatetime, XML_DECLARATION, xmlElements } from './xml';

/** What one sitemap file may hold (sitemaps.org): so many URLs, so many bytes uncompressed. */
export interface SitemapLimits {
  urls: number;
  bytes: number;
}

const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024 };

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemap index and the files it names (by file name: `products-1.xml`), made of one catalogue version. */
export interface Sitemaps {
  version: number;
  index: PublishedDocument;
  files: ReadonlyMap<string, PublishedDocument>;
}

/** A page for the sitemaps: its path on the shop's origin and when it last changed (ms; null: not known). */
interface SitemapUrl {
  path: string;
  lastmod: number | null;
}

/** A product on sale as the sitemaps need it: where it is, its values, when it last changed (ms). */
interface ProductStamp {
  nid: number;
  categoryNid: number;
  valueNids: number[];
  changed: number;
}

/** The shell's text pages (the route table's shellPage routes) and the home page. */
const STATIC_PATHS = ['/', ...SHOP_ROUTES.flatMap((route: ShopRoute) => (route.shellPage ? [route.path] : []))];

const latest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/** Keeps the latest time of each key. */
function bump<K>(times: Map<K, number>, key: K, time: number) {
  const known = times.get(key);
  if (known === undefined || time > known) times.set(key, time);
}

/** The products on sale, in nid order. */
async function productStamps(tx: Db): Promise<ProductStamp[]> {
  const stamps: ProductStamp[] = [];
  const columns = sql`nid, category_nid, value_nids, floor(extract(epoch FROM updated_at) * 1000)`;
  for await (const rows of productsOnSale<[number, number, number[], number]>(tx, columns, 50_000))
    for (const [nid, categoryNid, valueNids, changed] of rows) stamps.push({ nid, categoryNid, valueNids, changed });
  return stamps;
}

/** A category and the categories above it, nearest first (ten at most: a cycle in the tree ends there). */
function scopesOf(metadata: CatalogMetadata, categoryNid: number): CategoryRow[] {
  const scopes: CategoryRow[] = [];
  for (let nid: number | null = categoryNid; nid !== null && scopes.length < 10;) {
    const category = metadata.categoryByNid.get(nid);
    if (!category) break;
    scopes.push(category);
    nid = category.topCategoryNid;
  }
  return scopes;
}

/**
 * Whether a page's address reads back as the filter it was made of. A value name two path options share
 * (`nerzhaveyushchaya-stal`, a material and a colour of mixers) makes one address of two filters, and the address reads
 * as the first option's: that filter's page is the address's, the other's has none of its own.
 */
function readsBack(metadata: CatalogMetadata, url: string, filter: ProductFilter): boolean {
  try {
    const read = parseCatalogUrl(metadata, url);
    return (
      read.category?.nid === filter.category?.nid &&
      read.ranges.size === 0 &&
      read.selections.size === filter.selections.size &&
      [...filter.selections].every(([option, values]) => read.selections.get(option)?.join() === values.join())
    );
  } catch {
    return false;
  }
}

/**
 * Every category with a product on sale and every filter page of it with one, at its canonical address: the
 * combinations of one or two values, of different options, of the category's path options (urlOptionsToFilter) that
 * some product on sale in the category (or below it) has, kept when the search engines' rule indexes the page
 * (catalogAddress: isIndexedChoice of @shop/shared/catalog-url) and its address reads back as it. A page's lastmod
 * is its latest product's change.
 */
function catalogueUrls(metadata: CatalogMetadata, stamps: readonly ProductStamp[]): SitemapUrl[] {
  const scopes = new Map<number, CategoryRow[]>();
  const pathOptions = new Map<number, ReadonlySet<number>>();
  const optionOf = (valueNid: number) => metadata.valueByNid.get(valueNid)?.optionNid;
  const categoryTimes = new Map<number, number>();
  /** Per category: `value` or `value,value` (the smaller nid first) -> the latest change of its products. */
  const filterTimes = new Map<number, Map<string, number>>();
  for (const stamp of stamps) {
    let chain = scopes.get(stamp.categoryNid);
    if (!chain) scopes.set(stamp.categoryNid, (chain = scopesOf(metadata, stamp.categoryNid)));
    for (const category of chain) {
      bump(categoryTimes, category.nid, stamp.changed);
      let options = pathOptions.get(category.nid);
      if (!options) pathOptions.set(category.nid, (options = new Set(category.urlOptionsToFilter)));
      const values = [...new Set(stamp.valueNids.filter((nid) => options.has(optionOf(nid) ?? -1)))].sort(
        (a, b) => a - b,
      );
      if (values.length === 0) continue;
      let times = filterTimes.get(category.nid);
      if (!times) filterTimes.set(category.nid, (times = new Map()));
      values.forEach((value, index) => {
        bump(times, String(value), stamp.changed);
        for (const other of values.slice(index + 1))
          if (optionOf(other) !== optionOf(value)) bump(times, `${value},${other}`, stamp.changed);
      });
    }
  }
  const urls: SitemapUrl[] = [];
  for (const category of categoryWalk(metadata)) {
    const lastmod = categoryTimes.get(category.nid);
    if (lastmod === undefined) continue;
    /** The page's address when search engines index it and it reads back as this filter; else null. */
    const page = (valueNids: readonly number[]) => {
      const filter = { ...emptyFilter(), category };
      for (const nid of valueNids) filter.selections.set(optionOf(nid) as number, [nid]);
      const address = catalogAddress(metadata, filter);
      return address.indexable && readsBack(metadata, address.url, filter) ? address.url : null;
    };
    const own = page([]);
    if (own !== null) urls.push({ path: own, lastmod });
    const filters: SitemapUrl[] = [];
    for (const [key, time] of filterTimes.get(category.nid) ?? []) {
      const path = page(key.split(',').map(Number));
      if (path !== null) filters.push({ path, lastmod: time });
    }
    urls.push(...filters.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)));
  }
  return urls;
}

/** A kind's URLs as sitemap files within the limits: one file `<kind>.xml`, or `<kind>-1.xml`, `<kind>-2.xml`, … */
function urlsetFiles(kind: string, urls: readonly SitemapUrl[], origin: string, limits: SitemapLimits) {
  const open = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">`;
  const close = '</urlset>';
  const frame = Buffer.byteLength(open) + Buffer.byteLength(close);
  const files: { entries: string[]; bytes: number; lastmod: number | null }[] = [];
  for (const url of urls) {
    const loc = absoluteUrl(origin, url.path);
    if (!loc) continue;
    const entry = xmlElements({ url: { loc, ...(url.lastmod === null ? {} : { lastmod: w3cDatetime(url.lastmod) }) } });
    const bytes = Buffer.byteLength(entry);
    if (frame + bytes > limits.bytes)
      throw new Error(`A sitemap entry of ${bytes} bytes exceeds the file limit: ${loc}`);
    let file = files[files.length - 1];
    if (!file || file.entries.length >= limits.urls || file.bytes + bytes > limits.bytes) {
      file = { entries: [], bytes: frame, lastmod: null };
      files.push(file);
    }
    file.entries.push(entry);
    file.bytes += bytes;
    file.lastmod = latest(file.lastmod, url.lastmod);
  }
  return files.map((file, index) => ({
    name: files.length === 1 ? `${kind}.xml` : `${kind}-${index + 1}.xml`,
    text: `${open}${file.entries.join('')}${close}`,
    lastmod: file.lastmod,
  }));
}

/**
 * The sitemaps of the catalogue as of now, read in one snapshot (sitemaps.org protocol, addresses on `origin`): the
 * shell's text pages and the home page (its lastmod the catalogue's latest change), the catalogue's category and
 * filter pages with products on sale, and the cards of the products on sale (a product off sale answers 410) — each
 * kind in files within `limits` — and the index naming every file with its latest lastmod.
 */
export async function makeSitemaps(db: Db, origin: string, limits: SitemapLimits = SITEMAP_LIMITS): Promise<Sitemaps> {
  const { version, metadata, stamps } = await inCatalogSnapshot(db, async (tx, snapshot) => ({
    ...snapshot,
    stamps: await productStamps(tx),
  }));
  const newest = stamps.reduce<number | null>((time, stamp) => latest(time, stamp.changed), null);
  const kinds: [string, SitemapUrl[]][] = [
    ['pages', STATIC_PATHS.map((path) => ({ path, lastmod: path === '/' ? newest : null }))],
    ['categories', catalogueUrls(metadata, stamps)],
    ['products', stamps.map((stamp) => ({ path: productPath(stamp.nid), lastmod: stamp.changed }))],
  ];
  const files = kinds.flatMap(([kind, urls]) => urlsetFiles(kind, urls, origin, limits));
  const index = [
    `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`,
    ...files.map((file) =>
      xmlElements({
        sitemap: {
          loc: absoluteUrl(origin, `${SITEMAPS_PREFIX}${file.name}`),
          ...(file.lastmod === null ? {} : { lastmod: w3cDatetime(file.lastmod) }),
        },
      }),
    ),
    '</sitemapindex>',
  ].join('');
  return {
    version,
    index: await publishText(version, index),
    files: new Map(
      await Promise.all(files.map(async (file) => [file.name, await publishText(version, file.text)] as const)),
    ),
  };
}
