// npm run bench:price-lists -w api [-- --products N]: a price list of the seeded catalogue (50 000 products by
// default) exported, previewed and applied as the back-office does it (api/README.md, «Price lists»), on PGlite in
// memory, or on PostgreSQL when DATABASE_URL is set (its database is replaced). Each step is printed beside a
// yardstick of this machine, so the ratio reads the same on a slow one:
//   export   beside reading the same products' rows with one query (the work it cannot skip);
//   preview  of a file changing every price, beside csv-parse reading that file alone;
//   apply    of those changes in one transaction, beside one UPDATE changing every price;
//   memory   the heap's growth while the preview reads the whole file, beside its growth for the file's first
//            tenth: about 1× when the rows stream, 10× when the file is held whole.
// Prints, asserts nothing.
import { Writable } from 'node:stream';
import { writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { loadCatalogMetadata } from '../src/catalog/catalog-metadata';
import { migrate } from '../src/db/migrate';
import { openDatabase, type ShopDatabase } from '../src/db/open-database';
import { numberArgument } from '../src/seed/number-argument';
import { seedCatalogue } from '../src/seed/seed-catalogue';
import { priceListTerms } from '../src/price-lists/price-list-columns';
import { writePriceList } from '../src/price-lists/price-list-export';
import { openPriceListFile } from '../src/price-lists/price-list-file';
import { applyImport, createImport, priceListImport, readImport } from '../src/price-lists/price-list-imports';
import { exportedProducts, stockLocationList } from '../src/price-lists/price-list-products';

const BENCH = { uid: 'bench', name: 'bench' };
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/**
 * The live heap's largest growth while `work` runs: every 200 ms a full collection (--expose-gc), then the heap
 * read, so garbage not yet collected is not counted. Zero without --expose-gc.
 */
async function liveHeapGrowth(work: () => Promise<unknown>): Promise<number> {
  const gc = globalThis.gc;
  if (!gc) {
    await work();
    return 0;
  }
  gc();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sample = () => {
    gc();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  };
  const sampling = setInterval(sample, 200);
  try {
    await work();
  } finally {
    clearInterval(sampling);
  }
  return peak - before;
}

async function open(): Promise<ShopDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase();
  const pg = (await import('pg')).default;
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return openDatabase({ url });
}

async function main() {
  const products = numberArgument('products', 50_000);
  const database = await open();
  await migrate(database);
  const seeded = await timed(() => seedCatalogue(database, products));
  const metadata = await loadCatalogMetadata(database.db);
  const terms = priceListTerms(metadata, await stockLocationList(database.db));
  console.log(
    `Price lists: ${products} products on ${database.engine} (seeded in ${seconds(seeded.ms)}), ${terms.columns.length} columns${
      globalThis.gc ? '' : ' (run with --expose-gc for steadier memory figures)'
    }`,
  );

  // Export.
  const rowsRead = await timed(async () => {
    let count = 0;
    for await (const _product of exportedProducts(database.db, metadata, undefined)) count += 1;
    return count;
  });
  for (const format of ['xlsx', 'csv'] as const) {
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    const written = await timed(() =>
      writePriceList(format, terms, exportedProducts(database.db, metadata, undefined), sink),
    );
    console.log(
      `  export ${format.toUpperCase()}: ${seconds(written.ms)}, ${megabytes(bytes)} — the rows alone ${seconds(rowsRead.ms)}: ` +
        `${(written.ms / rowsRead.ms).toFixed(1)}×`,
    );
  }

  // A file changing every price: vendor code and price, as a supplier sends it; and its first tenth.
  const codes = await database.query<{ vendor_code: string; price: number }>(
    'SELECT vendor_code, price FROM products ORDER BY nid',
  );
  const csvOf = (rows: typeof codes) =>
    `Артикул;Цена, ₽\r\n${rows.map((row) => `${row.vendor_code};${row.price + 7}`).join('\r\n')}\r\n`;
  /** The file read into a new import's preview: how long, and the import. */
  const preview = async (
    csv: string,
    measure: (work: () => Promise<unknown>) => Promise<unknown> = (work) => work(),
  ) => {
    const file = path.join(tmpdir(), `bench-price-list-${process.pid}.csv`);
    await writeFile(file, csv);
    const id = await createImport(database.db, { fileName: 'bench.csv', format: 'csv', bytes: csv.length }, BENCH);
    const read = await timed(() =>
      measure(async () => readImport(database.db, metadata, id, await openPriceListFile(file, Buffer.byteLength(csv)))),
    );
    await rm(file, { force: true });
    return { id, ms: read.ms, result: read.result, record: await priceListImport(database.db, id) };
  };
  const csv = csvOf(codes);
  const tenthHeap = (await preview(csvOf(codes.slice(0, Math.ceil(codes.length / 10))), liveHeapGrowth))
    .result as number;
  const wholeHeap = (await preview(csv, liveHeapGrowth)).result as number;
  const parseTime = await timed(async () => (parse(csv, { delimiter: ';' }) as string[][]).length);
  const whole = await preview(csv);
  const { id } = whole;
  console.log(
    `  preview of ${codes.length} price changes: ${seconds(whole.ms)} (${whole.record?.changedRows} changed, ` +
      `${whole.record?.refusedRows} refused) — csv-parse alone ${seconds(parseTime.ms)}: ${(whole.ms / parseTime.ms).toFixed(0)}×`,
  );
  console.log(
    `  memory: the live heap grew ${megabytes(wholeHeap)} at most while the preview read the whole file, ` +
      `${megabytes(tenthHeap)} for its first tenth: ${(wholeHeap / Math.max(tenthHeap, 1)).toFixed(2)}× ` +
      '(each vendor code is kept, to find one twice; a file held whole would be 10×)',
  );

  const applied = await timed(() => applyImport(database.db, metadata, id, BENCH));
  const plain = await timed(() => database.query('UPDATE products SET price = price + 1'));
  console.log(
    `  apply in one transaction: ${seconds(applied.ms)} — one UPDATE of every price ${seconds(plain.ms)}: ` +
      `${(applied.ms / plain.ms).toFixed(1)}×`,
  );
  await database.close();
}

void main();
