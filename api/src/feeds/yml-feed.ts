import { unitPrice } from '@shop/shared/cart-item';
import { productPath, publishedPicture } from '@shop/shared/catalog-url';
import { RING_ROAD_DELIVERY_FEE, ringRoadFee } from '@shop/shared/delivery';
import { SHOP_NAME } from '@shop/shared/shop-facts';
import { shopMomentText } from '@shop/shared/shop-days';
import { sql } from 'drizzle-orm';
import type { CatalogMetadata } from '../catalog/catalog-metadata';
import type { Db } from '../db/open-database';
import { categoryWalk, inCatalogSnapshot, productsOnSale } from './catalog-snapshot';
import { DocumentWriter, type PublishedDocument } from './published-document';
import { absoluteUrl, boundedText, XML_DECLARATION, xmlElements, xmlText } from './xml';

/** Yandex Market's limits: pictures of an offer, characters of its description. */
const MAX_PICTURES = 10;
const MAX_DESCRIPTION = 3_000;
/** Products read (and written) at a time. */
const BATCH = 5_000;

/** The feed made of one catalogue version. */
export interface YmlFeed {
  version: number;
  document: PublishedDocument;
}

/**
 * Courier delivery in Moscow as the shop's rules say it (@shop/shared/delivery), in YML's terms. YML's
 * delivery-options are for the shop's own region, Moscow: `cost` is the fee inside the ring road (RING_ROAD_DELIVERY_FEE,
 * for an order below FREE_DELIVERY_THRESHOLD); an offer whose one unit already reaches the threshold is delivered
 * free, so it carries its own option of `ringRoadFee(price)`, 0. `days` is 1: a shipment's delivery is planned for
 * the next Moscow day unless the dispatcher picks another (api/src/delivery/delivery-plan.ts). The rules name no
 * hour an order must be placed by, so `order-before` is not given; the per-kilometre fee beyond the ring road, the
 * transport companies and pickup have no place in these options and are left out.
 */
const DELIVERY_DAYS = '1';
const deliveryOption = (cost: number) => ({ option: { '@cost': String(cost), '@days': DELIVERY_DAYS } });

/** The category tree, each parent before its children: `<category id="31" parentId="3">Смесители для раковины</category>`. */
const categoryElements = (metadata: CatalogMetadata) =>
  categoryWalk(metadata).map((category) => ({
    '@id': String(category.nid),
    ...(category.topCategoryNid === null ? {} : { '@parentId': String(category.topCategoryNid) }),
    '#text': xmlText(category.rusName),
  }));

/** What an offer shows of a product. */
interface OfferRow {
  nid: number;
  categoryNid: number;
  name: string;
  brand: string;
  vendorCode: string;
  price: number;
  priceWithAction: number | null;
  /** Free units as the storefront tells them (products.free_stock). */
  freeStock: number;
  images: string[];
  description: string;
}

/** The offer's fields in the order the feed's query reads them: its columns are their snake-case names. */
const OFFER_FIELDS = [
  'nid',
  'categoryNid',
  'name',
  'brand',
  'vendorCode',
  'price',
  'priceWithAction',
  'freeStock',
  'images',
  'description',
] as const satisfies readonly (keyof OfferRow)[];

const OFFER_COLUMNS = sql.raw(
  OFFER_FIELDS.map((field) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)).join(', '),
);

/** A row of the feed's query: the values of these fields, in their order. */
type ColumnsOf<Fields extends readonly (keyof OfferRow)[]> = {
  -readonly [I in keyof Fields]: Fields[I] extends keyof OfferRow ? OfferRow[Fields[I]] : never;
};
type OfferColumns = ColumnsOf<typeof OFFER_FIELDS>;

const offerRow = (columns: OfferColumns): OfferRow =>
  Object.fromEntries(OFFER_FIELDS.map((field, i) => [field, columns[i]])) as unknown as OfferRow;

/**
 * A stored picture as an offer's: Market takes JPEG, GIF or PNG, so a picture the shop draws goes as its PNG
 * rendition; one the picture rule refuses (stored before it, or by hand: `//evil.example/x.png`) is left out.
 */
function offerPicture(origin: string, image: string): string | null {
  const published = publishedPicture(image);
  return published === null ? null : absoluteUrl(origin, published);
}

/**
 * A product on sale as an offer, as its card shows it: the price the buyer pays (the sale price when lower,
 * `unitPrice`), the regular price as `oldprice` when that is more, its pictures, in stock (`available`) or to order.
 */
function offerElement(row: OfferRow, origin: string): string {
  const price = unitPrice(row);
  const pictures = row.images.flatMap((image) => offerPicture(origin, image) ?? []).slice(0, MAX_PICTURES);
  const fee = ringRoadFee(price);
  return xmlElements({
    offer: {
      '@id': String(row.nid),
      '@available': row.freeStock > 0 ? 'true' : 'false',
      url: absoluteUrl(origin, productPath(row.nid)),
      price,
      ...(price < row.price ? { oldprice: row.price } : {}),
      currencyId: 'RUR',
      categoryId: row.categoryNid,
      ...(pictures.length > 0 ? { picture: pictures } : {}),
      ...(fee === RING_ROAD_DELIVERY_FEE ? {} : { 'delivery-options': deliveryOption(fee) }),
      name: xmlText(row.name),
      vendor: xmlText(row.brand),
      vendorCode: xmlText(row.vendorCode),
      ...(row.description.trim() ? { description: boundedText(row.description, MAX_DESCRIPTION) } : {}),
    },
  });
}

/**
 * The Yandex Market feed (YML) of the catalogue as of now, read in one snapshot: the shop, its currency, the
 * category tree, courier delivery, and an offer for each product on sale in nid order, with addresses on `origin`;
 * `company` runs the shop (SHOP_LEGAL_NAME).
 * `date` is when it was made. Written and compressed a batch of products at a time.
 */
export async function makeYmlFeed(
  db: Db,
  { origin, company }: { origin: string; company: string },
  now: () => Date = () => new Date(),
): Promise<YmlFeed> {
  const writer = new DocumentWriter();
  const version = await inCatalogSnapshot(db, async (tx, { version, metadata }) => {
    writer.write(
      `${XML_DECLARATION}<yml_catalog date="${shopMomentText(now())}"><shop>` +
        xmlElements({
          name: SHOP_NAME,
          company,
          url: origin,
          currencies: { currency: { '@id': 'RUR', '@rate': '1' } },
          categories: { category: categoryElements(metadata) },
          'delivery-options': deliveryOption(RING_ROAD_DELIVERY_FEE),
        }) +
        '<offers>',
    );
    for await (const rows of productsOnSale<OfferColumns>(tx, OFFER_COLUMNS, BATCH))
      writer.write(rows.map((row) => offerElement(offerRow(row), origin)).join(''));
    writer.write('</offers></shop></yml_catalog>');
    return version;
  });
  return { version, document: await writer.finish(version) };
}
