import { asc, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { CatalogMetadata } from '../catalog/catalog-metadata';
import type { Db } from '../db/open-database';
import { products, productStocks, stockLocations } from '../db/schema';
import { inputVersionOf, productInputOf } from '../products/product-input';
import type { PriceListProduct, StockLocation } from './price-list-columns';

/** What a price list reads of a product: the form's fields and the columns an update writes whole. */
export const PRICE_LIST_PRODUCT_COLUMNS = {
  nid: products.nid,
  vendorCode: products.vendorCode,
  name: products.name,
  categoryNid: products.categoryNid,
  price: products.price,
  priceWithAction: products.priceWithAction,
  description: products.description,
  warranty: products.warranty,
  onSale: products.onSale,
  images: products.images,
  imageAlts: products.imageAlts,
  valueNids: products.valueNids,
  length: products.length,
  width: products.width,
  heigth: products.heigth,
  brand: products.brand,
  country: products.country,
  brandCollection: products.brandCollection,
  material: products.material,
  color: products.color,
  mounting: products.mounting,
};

/** A product row as a price list stands for it, with its stock. */
function priceListProduct(
  metadata: CatalogMetadata,
  row: Parameters<typeof productInputOf>[1] & { nid: number },
  stocks?: Map<number, number>,
): PriceListProduct {
  const input = productInputOf(metadata, row);
  return { nid: row.nid, input, editVersion: inputVersionOf(input), stocks: stocks ?? new Map() };
}

/** The shop's stock locations, in list order: a stock column each. */
export async function stockLocationList(db: Db): Promise<StockLocation[]> {
  return db
    .select({ nid: stockLocations.nid, name: stockLocations.name })
    .from(stockLocations)
    .orderBy(asc(stockLocations.position), asc(stockLocations.nid));
}

/** On hand at each location of each product. */
async function stocksOf(db: Db, nids: readonly number[]): Promise<Map<number, Map<number, number>>> {
  const byProduct = new Map<number, Map<number, number>>();
  if (nids.length === 0) return byProduct;
  const rows = await db
    .select({
      productNid: productStocks.productNid,
      locationNid: productStocks.locationNid,
      onHand: productStocks.onHand,
    })
    .from(productStocks)
    .where(inArray(productStocks.productNid, [...nids]));
  for (const row of rows) {
    const stocks = byProduct.get(row.productNid) ?? new Map<number, number>();
    stocks.set(row.locationNid, row.onHand);
    byProduct.set(row.productNid, stocks);
  }
  return byProduct;
}

/** The products with these vendor codes, as price list rows stand for them, by vendor code. */
export async function productsByVendorCode(
  db: Db,
  metadata: CatalogMetadata,
  vendorCodes: readonly string[],
): Promise<Map<string, PriceListProduct>> {
  if (vendorCodes.length === 0) return new Map();
  const rows = await db
    .select(PRICE_LIST_PRODUCT_COLUMNS)
    .from(products)
    .where(inArray(products.vendorCode, [...new Set(vendorCodes)]));
  const stocks = await stocksOf(
    db,
    rows.map((row) => row.nid),
  );
  return new Map(rows.map((row) => [row.vendorCode, priceListProduct(metadata, row, stocks.get(row.nid))]));
}

/** Products exported at once: a page of the export's query. */
const EXPORT_PAGE = 1_000;

/** Every product `where` selects (all when undefined), in nid order, a page at a time: what the export writes. */
export async function* exportedProducts(
  db: Db,
  metadata: CatalogMetadata,
  where: SQL | undefined,
): AsyncGenerator<PriceListProduct> {
  let after = 0;
  for (;;) {
    const condition = where ? sql`${gt(products.nid, after)} AND (${where})` : gt(products.nid, after);
    const rows = await db
      .select(PRICE_LIST_PRODUCT_COLUMNS)
      .from(products)
      .where(condition)
      .orderBy(asc(products.nid))
      .limit(EXPORT_PAGE);
    if (rows.length === 0) return;
    const stocks = await stocksOf(
      db,
      rows.map((row) => row.nid),
    );
    for (const row of rows) yield priceListProduct(metadata, row, stocks.get(row.nid));
    after = rows.at(-1)?.nid ?? after;
    if (rows.length < EXPORT_PAGE) return;
  }
}
