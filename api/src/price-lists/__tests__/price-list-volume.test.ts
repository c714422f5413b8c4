// A price list of 50 000 rows on PostgreSQL (api/README.md, «Price lists»): exported, previewed and applied
// streaming — the file read row by row, the preview kept in the database, the apply in batches inside one
// transaction — and the same file again changes nothing. `npm run bench:price-lists -w api` prints the figures.
import ExcelJS from 'exceljs';
import { print } from 'graphql';
import { ApplyPriceListImportDocument, PriceListImportDocument } from 'mfe-backoffice/graphql';
import { graphqlData } from '../../testing/graphql-over-http';
import { loadCatalogueFixture } from '../../testing/catalogue-fixture';
import { testShop } from '../../testing/test-api';
import type { ShopDatabase } from '../../db/open-database';

const ROWS = 50_000;

/** The fixture and 50 000 mixers more, vendor codes B-1…B-50000, each at 1 000 + its number rubles. */
async function bigCatalogue(database: ShopDatabase) {
  await loadCatalogueFixture(database);
  await database.query(`
    INSERT INTO products (nid, _id, category_nid, vendor_code, url, image_url, images, image_alts, "order", name,
                          brand, country, price, price_total, value_nids, width)
    SELECT 1000 + i, 'b' || i, 31, 'B-' || i, 'b-' || i, '/media/products/mixer-hrom.svg',
           ARRAY['/media/products/mixer-hrom.svg'], ARRAY[''], 1000 + i, 'Смеситель серии ' || i,
           'Grohe', 'Германия', 1000 + i, 1000 + i, ARRAY[10001, 11001, 25001], 50
    FROM generate_series(1, ${ROWS}) AS i`);
}

(process.env.TEST_DATABASE_URL ? describe : describe.skip)('price lists: 50 000 rows (postgresql)', () => {
  const shop = testShop('postgresql', {
    fill: bigCatalogue,
    staff: { content: ['volume-content@shop.test', { isSeller: true, isContent: true }] },
  });
  const importNow = async (id: number) =>
    (
      await graphqlData<{ priceListImport: { status: string; progress: number; changedRows: number } }>(
        shop.base,
        print(PriceListImportDocument),
        { id },
        shop.tokens.content,
      )
    ).priceListImport;
  const upload = async (body: Buffer, name: string) => {
    const response = await fetch(`${shop.base}/price-lists/imports?name=${name}`, {
      method: 'POST',
      body: body as BodyInit,
      headers: { authorization: `Bearer ${shop.tokens.content}` },
    });
    expect(response.status).toBe(202);
    return ((await response.json()) as { import: { id: number } }).import.id;
  };
  /** Waits for the preview, and the progress it showed on the way. */
  const previewed = async (id: number) => {
    const progress: number[] = [];
    for (;;) {
      const now = await importNow(id);
      progress.push(now.progress);
      if (now.status !== 'READING') return { ...now, progress };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('exports 50 000 rows, previews a price change on each and applies it in one transaction; again, nothing', async () => {
    const exported = await fetch(`${shop.base}/price-lists/export.xlsx`, {
      headers: { authorization: `Bearer ${shop.tokens.content}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported.arrayBuffer()) as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(ROWS + 9 + 1);

    const lines = ['Артикул;Цена, ₽'];
    for (let index = 1; index <= ROWS; index += 1) lines.push(`B-${index};${2000 + index}`);
    const file = Buffer.from(`${lines.join('\r\n')}\r\n`);
    const id = await upload(file, 'prices.csv');
    const first = await previewed(id);
    expect(first).toMatchObject({ status: 'READY', changedRows: ROWS });
    // The progress only grows, and ends whole.
    expect(first.progress).toEqual([...first.progress].sort((a, b) => a - b));
    expect(first.progress.at(-1)).toBe(1);
    const applied = await graphqlData<{ applyPriceListImport: { status: string } }>(
      shop.base,
      print(ApplyPriceListImportDocument),
      { id },
      shop.tokens.content,
    );
    expect(applied.applyPriceListImport.status).toBe('APPLIED');
    const [sums] = await shop.database.query<{ changed: number; total: string }>(
      `SELECT count(*)::int AS changed, sum(price)::text AS total FROM products WHERE vendor_code LIKE 'B-%'`,
    );
    expect(sums).toEqual({ changed: ROWS, total: String(2000 * ROWS + (ROWS * (ROWS + 1)) / 2) });

    const again = await previewed(await upload(file, 'prices.csv'));
    expect(again).toMatchObject({ status: 'READY', changedRows: 0 });
  });
});
