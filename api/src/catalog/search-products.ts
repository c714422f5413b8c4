import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/open-database';
import { products } from '../db/schema';
import { badUserInput } from '../core/errors';
import type { Page } from '../core/paging';
import type { IndexQueries } from './index-queries';
import { PRODUCT_COLUMNS, type ProductRow } from './list-products';
import { productsByNid } from './products-by-nid';
import { queryWords } from './search-index';

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

/** The query a shopper's text makes: Russian stemming and stop words, quotes for a phrase, «or», a minus. */
const tsqueryOf = (text: string) => sql`websearch_to_tsquery('russian', ${text})`;

/** The catalogue engine's answer: the query's words from the database, the products from the index; null when it has none. */
async function findInIndex(db: Db, engine: IndexQueries, text: string, { skip, limit }: Page) {
  const [row] = await selectRows<{ query: string }>(db, sql`SELECT ${tsqueryOf(text)}::text AS query`);
  const words = queryWords(row?.query ?? '');
  const found = words && engine.search(words, skip, limit);
  if (!found) return null;
  return { items: await engine.pageRows(found.nids, (missing) => productsByNid(db, missing)), total: found.total };
}

async function findProducts(db: Db, text: string, page: Page, engine: IndexQueries | null) {
  const indexed = engine && (await findInIndex(db, engine, text, page));
  if (indexed) return indexed;
  const { skip, limit } = page;
  const tsquery = tsqueryOf(text);
  const where = sql`${products.onSale} AND ${products.search} @@ ${tsquery}`;
  const [items, [counted]] = await Promise.all([
    db
      .select(PRODUCT_COLUMNS)
      .from(products)
      .where(where)
      .orderBy(sql`ts_rank(${products.search}, ${tsquery}) DESC`, products.order, products.nid)
      .limit(limit)
      .offset(skip),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

/** A text[] of the words, each its own parameter. */
const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Short words and words with digits (sizes, model numbers) are taken as typed. */
const mayBeMistyped = (word: string) => word.length >= 3 && !/\d/.test(word);

/**
 * The query with each unknown word replaced by the nearest known one; null when nothing changes.
 * One statement looks up every word: the most similar known word, the alphabetically first on a tie.
 */
async function correctedQuery(db: Db, text: string): Promise<string | null> {
  const words = text.toLowerCase().split(' ');
  const lookedUp = words.flatMap((word, index) => (mayBeMistyped(word) ? [{ word, index }] : []));
  if (lookedUp.length === 0) return null;
  const nearest = await selectRows<{ ord: number; word: string }>(
    db,
    sql`
    SELECT typed.ord::int AS ord, known.word
    FROM unnest(${textArray(lookedUp.map((entry) => entry.word))}) WITH ORDINALITY AS typed(word, ord)
    CROSS JOIN LATERAL (
      SELECT s.word FROM search_words s
      WHERE s.word % typed.word AND similarity(s.word, typed.word) >= ${SIMILARITY}
      ORDER BY similarity(s.word, typed.word) DESC, s.word LIMIT 1
    ) AS known`,
  );
  const corrected = [...words];
  for (const row of nearest) {
    const typed = lookedUp[Number(row.ord) - 1];
    if (typed) corrected[typed.index] = row.word;
  }
  return corrected.some((word, index) => word !== words[index]) ? corrected.join(' ') : null;
}

/** The query as it is searched (and cached): trimmed, spaces collapsed; refused when empty or too long. */
export function searchText(query: string): string {
  const text = query.trim().replace(/\s+/g, ' ');
  if (text.length === 0) throw badUserInput('Введите, что ищете');
  if (text.length > 100) throw badUserInput('Слишком длинный запрос: не больше 100 символов');
  return text;
}

/**
 * Full-text search of `text` (as searchText gives it) with Russian morphology («смесители»
 * finds «смеситель»), ranked. When nothing matches, each mistyped word is replaced by the
 * nearest word of the catalogue and the search runs once more («смиситель» -> «смеситель»).
 */
export async function searchProducts(
  db: Db,
  text: string,
  page: Page,
  /** The catalogue engine's index of the version, when it has one: the same answer without a scan. */
  engine: IndexQueries | null = null,
): Promise<SearchResult> {
  const found = await findProducts(db, text, page, engine);
  if (found.total > 0) return { ...found, correctedQuery: null };
  const corrected = await correctedQuery(db, text);
  if (!corrected) return { ...found, correctedQuery: null };
  return { ...(await findProducts(db, corrected, page, engine)), correctedQuery: corrected };
}
