import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/open-database';
import { products } from '../db/schema';
import { badUserInput } from '../graphql/errors';
import { checkPaging, MAX_LIMIT, PRODUCT_COLUMNS, type ProductRow } from './list-products';

export interface SearchResult {
  items: ProductRow[];
  total: number;
  /** Set when no product matched the query as typed and a corrected query found these. */
  correctedQuery: string | null;
}

/** How alike a word must be to a mistyped one to replace it (pg_trgm similarity). */
const SIMILARITY = 0.3;

/** Rebuilds the word list typo correction draws on; run after products change. */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.execute(sql`TRUNCATE search_words`);
  await db.execute(sql`
    INSERT INTO search_words (word)
    SELECT word FROM ts_stat($$SELECT to_tsvector('simple', name || ' ' || brand || ' ' || coalesce(brand_collection, '')) FROM products WHERE on_sale$$)
    WHERE length(word) >= 3 AND word !~ '[0-9]'`);
}

async function findProducts(db: Db, text: string, skip: number, take: number) {
  const tsquery = sql`websearch_to_tsquery('russian', ${text})`;
  const where = sql`${products.onSale} AND ${products.search} @@ ${tsquery}`;
  const [items, [counted]] = await Promise.all([
    db
      .select(PRODUCT_COLUMNS)
      .from(products)
      .where(where)
      .orderBy(sql`ts_rank(${products.search}, ${tsquery}) DESC`, products.order, products.nid)
      .limit(take)
      .offset(skip),
    db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

/** The query with each unknown word replaced by the nearest known one; null when nothing changes. */
async function correctedQuery(db: Db, text: string): Promise<string | null> {
  const words = text.toLowerCase().split(' ');
  let changed = false;
  const corrected: string[] = [];
  for (const word of words) {
    if (word.length < 3 || /\d/.test(word)) {
      corrected.push(word);
      continue;
    }
    const [nearest] = await selectRows<{ word: string }>(db, sql`
      SELECT word FROM search_words WHERE word % ${word} AND similarity(word, ${word}) >= ${SIMILARITY}
      ORDER BY similarity(word, ${word}) DESC, word LIMIT 1`);
    if (nearest && nearest.word !== word) changed = true;
    corrected.push(nearest?.word ?? word);
  }
  return changed ? corrected.join(' ') : null;
}

/**
 * Full-text search with Russian morphology («смесители» finds «смеситель»), ranked. When
 * nothing matches, each mistyped word is replaced by the nearest word of the catalogue and
 * the search runs once more («смиситель» -> «смеситель»).
 */
export async function searchProducts(db: Db, query: string, skip: number, limit: number): Promise<SearchResult> {
  const text = query.trim().replace(/\s+/g, ' ');
  if (text.length === 0) throw badUserInput('Введите, что ищете');
  if (text.length > 100) throw badUserInput('Слишком длинный запрос: не больше 100 символов');
  checkPaging(skip, limit);
  const take = Math.min(limit, MAX_LIMIT);
  const found = await findProducts(db, text, skip, take);
  if (found.total > 0) return { ...found, correctedQuery: null };
  const corrected = await correctedQuery(db, text);
  if (!corrected) return { ...found, correctedQuery: null };
  return { ...(await findProducts(db, corrected, skip, take)), correctedQuery: corrected };
}
