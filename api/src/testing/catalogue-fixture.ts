import { urlOptionsToFilter } from '@shop/shared/catalog-url';
import {
  buildCatalogMetadata,
  type CategoryRow,
  type OptionRow,
  type OptionValueRow,
} from '../catalog/catalog-metadata';
import { getTableColumns, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../db/open-database';
import { categories, optionValues, options, products, stockMoves, WAREHOUSE_NID } from '../db/schema';

type ProductInsert = typeof products.$inferInsert;

/**
 * Products inserted naming only the columns the rows set (drizzle names every column): a migration
 * test writes the fixture into an older schema, which lacks the columns added since.
 */
async function insertProducts(database: ShopDatabase, rows: ProductInsert[]) {
  const columns = getTableColumns(products);
  const keys = Object.keys(rows[0]!) as (keyof typeof columns & keyof ProductInsert)[];
  await database.db.execute(
    sql`INSERT INTO ${products} (${sql.join(
      keys.map((key) => sql.identifier(columns[key].name)),
      sql`, `,
    )}) VALUES ${sql.join(
      rows.map(
        (row) =>
          sql`(${sql.join(
            keys.map((key) => sql.param(row[key], columns[key])),
            sql`, `,
          )})`,
      ),
      sql`, `,
    )}`,
  );
}

/**
 * A catalogue small enough to count by hand (the expected facet counts in the tests are
 * worked out from this table):
 *
 *   nid category        brand      color    control  price (sale)   width  stock  on sale
 *   1   dlya-rakovini   grohe      hrom     odno     10000          50     5
 *   2   dlya-rakovini   grohe      belyj    odno     12000 (9000)   50     5
 *   3   dlya-rakovini   hansgrohe  hrom     dvuh      8000          60     0
 *   4   dlya-rakovini   roca       chernyj  odno      5000          40     5
 *   5   dlya-vanni      grohe      hrom     dvuh     20000         200     5
 *   6   dlya-vanni      hansgrohe  chernyj  odno     15000         150     5
 *   7   dlya-vanni      roca       hrom     odno      7000         160     5
 *   8   dlya-rakovini   grohe      hrom     odno      3000          45     5      no (discontinued)
 *   9   unitazi         roca       belyj    —         9000         360     5
 */
export const V = {
  grohe: 10001,
  hansgrohe: 10002,
  roca: 10003,
  germaniya: 11001,
  ispaniya: 11002,
  latun: 16001,
  podvesnoj: 22001,
  hrom: 25001,
  belyj: 25002,
  chernyj: 25003,
  odno: 78001,
  dvuh: 78002,
} as const;

/** A category row; its urlOptionsToFilter are the storefront's for its path (@shop/shared/catalog-url). */
const category = (row: Partial<CategoryRow> & Pick<CategoryRow, 'nid' | 'path' | 'rusName'>): CategoryRow => ({
  id: `c${row.nid}`,
  picture: '/media/categories/mixer.svg',
  topCategoryNid: null,
  position: row.nid,
  description: '',
  urlOptionsToFilter: [...urlOptionsToFilter(row.path)],
  optionsToFilter: [1, 10, 11, 78, 25, 32],
  optionsForPropertiesShort: [78, 25],
  optionsForPropertiesDetail: [10, 11, 78, 25, 32],
  valuesToShowInCatalogCards: ['brand'],
  mutFields: ['price'],
  ...row,
});

const FIXTURE_CATEGORIES: CategoryRow[] = [
  category({ nid: 3, path: 'smesiteli', rusName: 'Смесители' }),
  category({ nid: 31, path: 'dlya-rakovini', rusName: 'Смесители для раковины', topCategoryNid: 3 }),
  category({ nid: 32, path: 'dlya-vanni', rusName: 'Смесители для ванны', topCategoryNid: 3 }),
  category({ nid: 7, path: 'unitazi', rusName: 'Унитазы', optionsToFilter: [1, 10, 22, 25] }),
];

const option = (
  nid: number,
  name: string,
  rusName: string,
  valType: 'select' | 'range',
  productColumn: string | null = null,
): OptionRow => ({
  nid,
  id: `o${nid}`,
  name,
  rusName,
  topCategoryNid: null,
  valType,
  unit: valType === 'range' ? (name === 'price' ? '₽' : 'мм') : null,
  productColumn,
});

const FIXTURE_OPTIONS: OptionRow[] = [
  option(1, 'price', 'Цена', 'range', 'sale_price'),
  option(10, 'brand', 'Бренд', 'select'),
  option(11, 'country', 'Страна производства', 'select'),
  option(16, 'material', 'Материал', 'select'),
  option(22, 'mounting', 'Монтаж', 'select'),
  option(25, 'color', 'Цвет', 'select'),
  option(32, 'width', 'Ширина', 'range', 'width'),
  option(49, 'flush', 'Смыв', 'select'),
  option(78, 'control', 'Управление', 'select'),
];

const value = (nid: number, name: string, rusName: string): OptionValueRow => ({
  nid,
  optionNid: Math.floor(nid / 1000),
  order: nid % 1000,
  name,
  rusName,
});

const FIXTURE_VALUES: OptionValueRow[] = [
  value(V.grohe, 'grohe', 'Grohe'),
  value(V.hansgrohe, 'hansgrohe', 'Hansgrohe'),
  value(V.roca, 'roca', 'Roca'),
  value(V.germaniya, 'germaniya', 'Германия'),
  value(V.ispaniya, 'ispaniya', 'Испания'),
  value(V.latun, 'latun', 'Латунь'),
  value(V.podvesnoj, 'podvesnoj', 'Подвесной'),
  value(V.hrom, 'hrom', 'Хром'),
  value(V.belyj, 'belyj', 'Белый'),
  value(V.chernyj, 'chernyj', 'Чёрный'),
  value(V.odno, 'odnorychazhnyj', 'Однорычажный'),
  value(V.dvuh, 'dvuhventilnyj', 'Двухвентильный'),
];

export const fixtureMetadata = () => buildCatalogMetadata(FIXTURE_CATEGORIES, FIXTURE_OPTIONS, FIXTURE_VALUES);

type Brand = 'grohe' | 'hansgrohe' | 'roca';
const ROWS: [
  number,
  number,
  Brand,
  'hrom' | 'belyj' | 'chernyj',
  'odno' | 'dvuh' | null,
  number,
  number | null,
  number,
  number,
  boolean,
][] = [
  [1, 31, 'grohe', 'hrom', 'odno', 10000, null, 50, 5, true],
  [2, 31, 'grohe', 'belyj', 'odno', 12000, 9000, 50, 5, true],
  [3, 31, 'hansgrohe', 'hrom', 'dvuh', 8000, null, 60, 0, true],
  [4, 31, 'roca', 'chernyj', 'odno', 5000, null, 40, 5, true],
  [5, 32, 'grohe', 'hrom', 'dvuh', 20000, null, 200, 5, true],
  [6, 32, 'hansgrohe', 'chernyj', 'odno', 15000, null, 150, 5, true],
  [7, 32, 'roca', 'hrom', 'odno', 7000, null, 160, 5, true],
  [8, 31, 'grohe', 'hrom', 'odno', 3000, null, 45, 5, false],
  [9, 7, 'roca', 'belyj', null, 9000, null, 360, 5, true],
];

/**
 * Writes the fixture into a migrated, empty database; `stock: false` leaves out its stock moves
 * (a migration test writes them as an older schema had them).
 */
export async function loadCatalogueFixture(database: ShopDatabase, { stock = true } = {}): Promise<void> {
  const { db } = database;
  await db.insert(categories).values(FIXTURE_CATEGORIES);
  await db.insert(options).values(FIXTURE_OPTIONS);
  await db.insert(optionValues).values(FIXTURE_VALUES);
  await insertProducts(
    database,
    ROWS.map(([nid, categoryNid, brand, color, control, price, sale, width, , onSale]) => ({
      nid,
      id: `p${nid}`,
      categoryNid,
      vendorCode: `T-${nid}`,
      url: `tovar-${nid}`,
      imageUrl: '/media/products/mixer-hrom.svg',
      order: 100 - nid,
      name: `Смеситель ${brand} ${nid}`,
      brand,
      country: brand === 'roca' ? 'Испания' : 'Германия',
      brandCollection: 'Test',
      price,
      priceTotal: price,
      priceWithAction: sale,
      width,
      color,
      onSale,
      valueNids: [V[brand], brand === 'roca' ? V.ispaniya : V.germaniya, V[color], ...(control ? [V[control]] : [])],
      createdAt: new Date(Date.UTC(2025, 0, nid)),
    })),
  );
  if (!stock) return;
  // All of it at the warehouse: the shop's shelves start empty.
  const moves = ROWS.filter((row) => row[8] > 0).map((row) => ({
    productNid: row[0],
    locationNid: WAREHOUSE_NID,
    quantity: row[8],
    reason: 'initial',
  }));
  await db.insert(stockMoves).values(moves);
}
