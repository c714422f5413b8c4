// node --expose-gc --import tsx api/bench/index-memory.ts (DATABASE_URL or API_DATA_DIR): reads the catalogue index
// once, as an API instance does when it starts, and prints one JSON line: the products, how long the reading took,
// and the memory the index holds — the heap and array buffers after a full collection with the index, less before it
// (the database already open). The bench runs it for its figures; nothing asserts them.
import { buildCatalogIndex, indexBytes } from '../src/catalog/catalog-index';
import { openDatabase } from '../src/db/open-database';

const collect = globalThis.gc;
if (!collect) throw new Error('Run with --expose-gc');

const held = () => {
  collect();
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

async function main() {
  const database = await openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: process.env.API_DATA_DIR || undefined,
  });
  // The database open and asked once before; no reading of the index first: a frame suspended in it would keep that
  // index alive (stack and handle roots) and count it twice.
  await database.query('SELECT count(*) FROM products');
  const before = held();
  const started = Date.now();
  const { index, metadata } = await buildCatalogIndex(database.db);
  const seconds = (Date.now() - started) / 1000;
  const bytes = held() - before;
  console.log(
    JSON.stringify({
      products: index.size,
      readSeconds: seconds,
      heldBytes: bytes,
      arrayBytes: indexBytes(index),
      words: index.search?.words.size ?? 0,
      categories: metadata.categories.length,
    }),
  );
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
