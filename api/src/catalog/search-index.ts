// The catalogue engine's search (docs/decisions/0008-catalogue-engine.md): the products' search vectors as the
// database stores them, inverted — each word (lexeme) to the positions of the products on sale that have it, with the
// places of the word in each — and a search answered from it exactly as the SQL search answers: the products having
// every word of the query, ranked by PostgreSQL's own ts_rank, ties by popularity and nid. The query's words come from
// the database (websearch_to_tsquery: its dictionary, its stemming, its stop words); a query of anything but words
// to have all of (a phrase, «or», a minus) is the database's to answer.
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/open-database';
import { has } from './bitmaps';

export interface SearchIndex {
  /** Word -> its number. */
  words: Map<string, number>;
  /** Word number -> its postings [start[w], start[w + 1]). */
  start: Int32Array;
  /** Posting -> the product's position, ascending within a word. */
  products: Int32Array;
  /** Posting -> its places in `places`: [placesStart[p], placesStart[p + 1]). */
  placesStart: Int32Array;
  /** Where in the product's text the word stands (1-based, as the vector stores it), ascending. */
  places: Uint16Array;
  /**
   * The database's ts_rank for a product with one of the query's words `n` times (index n), and the weight of two
   * words `d` places apart (index d; 101 for every distance over 100): read from the database, so the ranks computed
   * here are its own to the last bit.
   */
  oneWordRank: Float64Array;
  pairWeight: Float64Array;
}

/** How many products' vectors one query reads. */
const CHUNK = 25_000;
/** The most places a vector keeps for one word (PostgreSQL's MAXNUMPOS). */
const MAX_PLACES = 256;
const FAR = 101;

/** Grows a typed array to at least `size` elements, keeping its contents. */
function grown<T extends Int32Array | Uint16Array>(array: T, size: number): T {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (length: number) => T)(Math.max(size, Math.ceil(array.length * 1.5)));
  next.set(array);
  return next;
}

/**
 * The entries of a vector's text (`'word':1,5 'other':2`): each word and its places. Null when the vector has what
 * this index does not keep — a word without places, or a weight (A, B, C) the shop's vectors never carry.
 */
export function vectorEntries(text: string): { word: string; places: number[] }[] | null {
  const entries: { word: string; places: number[] }[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] !== "'") return null;
    let word = '';
    at += 1;
    for (;;) {
      const char = text[at];
      if (char === undefined) return null;
      if (char === "'" && text[at + 1] === "'") {
        word += "'";
        at += 2;
      } else if (char === '\\' && text[at + 1] === '\\') {
        word += '\\';
        at += 2;
      } else if (char === "'") {
        at += 1;
        break;
      } else {
        word += char;
        at += 1;
      }
    }
    if (text[at] !== ':') return null;
    const end = text.indexOf(' ', at);
    const list = text.slice(at + 1, end === -1 ? text.length : end);
    if (!/^\d+(,\d+)*$/.test(list)) return null;
    entries.push({ word, places: list.split(',').map(Number) });
    at = end === -1 ? text.length : end + 1;
  }
  return entries;
}

/**
 * The words a query's text must all have (`'смесител' & 'раковин'`), as the database turned the shopper's words into
 * it; [] for a query of stop words only (which finds nothing); null for any other query (a phrase, «or», a minus,
 * a prefix), which the database answers.
 */
export function queryWords(tsquery: string): string[] | null {
  if (tsquery.trim() === '') return [];
  const words: string[] = [];
  for (const part of tsquery.split(' & ')) {
    const match = /^'((?:[^'\\]|''|\\\\)*)'$/.exec(part);
    if (!match) return null;
    words.push(match[1]!.replace(/''/g, "'").replace(/\\\\/g, '\\'));
  }
  return words;
}

/**
 * Reads the search vectors of the products on sale (in the caller's snapshot) into a search index; `positionOf`
 * gives a product's position by nid (-1 for none). Null when some vector has what this index does not keep: SQL answers then.
 */
export async function readSearchIndex(db: Db, positionOf: (nid: number) => number): Promise<SearchIndex | null> {
  const words = new Map<string, number>();
  let postings = 0;
  let placeCount = 0;
  let wordOf = new Int32Array(1 << 16);
  let productOf = new Int32Array(1 << 16);
  let placesFrom = new Int32Array(1 << 16);
  let places = new Uint16Array(1 << 16);
  for (let after = -1; ;) {
    const rows = await selectRows<{ nid: number; search: string }>(
      db,
      sql`SELECT nid, search::text AS search FROM products WHERE on_sale AND nid > ${after} ORDER BY nid LIMIT ${CHUNK}`,
    );
    for (const { nid, search } of rows) {
      const entries = vectorEntries(search);
      const position = positionOf(Number(nid));
      if (!entries || position === -1) return null;
      for (const { word, places: at } of entries) {
        let number = words.get(word);
        if (number === undefined) words.set(word, (number = words.size));
        wordOf = grown(wordOf, postings + 1);
        productOf = grown(productOf, postings + 1);
        placesFrom = grown(placesFrom, postings + 1);
        places = grown(places, placeCount + at.length);
        wordOf[postings] = number;
        productOf[postings] = position;
        placesFrom[postings] = placeCount;
        places.set(at, placeCount);
        placeCount += at.length;
        postings += 1;
      }
    }
    if (rows.length < CHUNK) break;
    after = Number(rows[rows.length - 1]!.nid);
  }
  // The postings by word (a counting sort, stable), then by product within a word.
  const start = new Int32Array(words.size + 1);
  for (let posting = 0; posting < postings; posting += 1) start[wordOf[posting]! + 1]! += 1;
  for (let word = 0; word < words.size; word += 1) start[word + 1]! += start[word]!;
  const next = start.slice(0, words.size);
  const order = new Int32Array(postings);
  for (let posting = 0; posting < postings; posting += 1) order[next[wordOf[posting]!]!++] = posting;
  for (let word = 0; word < words.size; word += 1)
    if (start[word + 1]! - start[word]! > 1)
      order.subarray(start[word]!, start[word + 1]!).sort((a, b) => productOf[a]! - productOf[b]!);
  const products = new Int32Array(postings);
  const placesStart = new Int32Array(postings + 1);
  const laidOut = new Uint16Array(placeCount);
  let laid = 0;
  order.forEach((posting, index) => {
    products[index] = productOf[posting]!;
    placesStart[index] = laid;
    const end = posting + 1 < postings ? placesFrom[posting + 1]! : placeCount;
    laidOut.set(places.subarray(placesFrom[posting]!, end), laid);
    laid += end - placesFrom[posting]!;
  });
  placesStart[postings] = laid;
  const [oneWordRank, pairWeight] = await rankTables(db);
  return { words, start, products, placesStart, places: laidOut, oneWordRank, pairWeight };
}

/** The database's ts_rank of one word found n times, and of two words d places apart (see SearchIndex). */
async function rankTables(db: Db): Promise<[Float64Array, Float64Array]> {
  const rows = await selectRows<{ kind: string; n: number; rank: number }>(
    db,
    sql`SELECT 'one' AS kind, n, ts_rank(array_to_string(array(SELECT 'a:' || i FROM generate_series(1, n) i), ' ')::tsvector, 'a'::tsquery)::float8 AS rank
        FROM generate_series(1, ${MAX_PLACES}) n
        UNION ALL
        SELECT 'pair', d, ts_rank(('a:1 b:' || (1 + d))::tsvector, 'a & b'::tsquery)::float8 FROM generate_series(1, ${FAR}) d`,
  );
  const one = new Float64Array(MAX_PLACES + 1);
  const pair = new Float64Array(FAR + 1);
  for (const { kind, n, rank } of rows) (kind === 'one' ? one : pair)[Number(n)] = Math.fround(Number(rank));
  return [one, pair];
}

/** The bytes of a search index's arrays (the word map not counted). */
export const searchIndexBytes = (index: SearchIndex) =>
  index.start.byteLength + index.products.byteLength + index.placesStart.byteLength + index.places.byteLength;

/** The words in the order ts_rank takes them: by their UTF-8 bytes, each once. */
function rankOrder(words: readonly string[]): string[] {
  const unique = [...new Set(words)];
  return unique.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

/**
 * The products having every word, as positions, ranked as `ORDER BY ts_rank(search, query) DESC, "order", nid`
 * orders them (`ties` is the order by popularity and nid: a position's rank in it, and the position at a rank), and
 * how many there are.
 */
export function searchPositions(
  index: SearchIndex,
  queryWordList: readonly string[],
  ties: { rank: Int32Array; at: Int32Array },
  /** The positions on sale (a patched index keeps the places of products taken off sale). */
  alive: Uint32Array,
  skip: number,
  limit: number,
): { positions: number[]; total: number } {
  const ordered = rankOrder(queryWordList);
  const numbers = ordered.map((word) => index.words.get(word));
  if (ordered.length === 0 || numbers.some((number) => number === undefined)) return { positions: [], total: 0 };
  const lists = (numbers as number[]).map((word) => ({ at: index.start[word]!, end: index.start[word + 1]! }));
  // Walk the shortest list; find each of its products in the others (each list ascends, so a cursor moves on).
  const shortest = lists.reduce((best, list) => (list.end - list.at < best.end - best.at ? list : best));
  const keys: number[] = [];
  const cursors = lists.map((list) => list.at);
  const found = new Int32Array(lists.length);
  walk: for (let posting = shortest.at; posting < shortest.end; posting += 1) {
    const product = index.products[posting]!;
    for (let list = 0; list < lists.length; list += 1) {
      let cursor = cursors[list]!;
      const end = lists[list]!.end;
      while (cursor < end && index.products[cursor]! < product) cursor += 1;
      cursors[list] = cursor;
      if (cursor === end) break walk;
      if (index.products[cursor] !== product) continue walk;
      found[list] = cursor;
    }
    if (!has(alive, product)) continue;
    const rank = rankOf(index, found);
    // One number orders by rank (descending) then by popularity and nid: the rank's float bits above, the tie below.
    keys.push((0xffffffff - floatBits(rank)) * TIE_SPAN + ties.rank[product]!);
  }
  const sorted = Float64Array.from(keys).sort();
  const positions = Array.from(sorted.subarray(skip, skip + limit), (key) => ties.at[key % TIE_SPAN]!);
  return { positions, total: keys.length };
}

/** Room below a rank for a tie's place: products up to 2^21 (2 097 152); beyond, the keys would not be exact. */
const TIE_SPAN = 2 ** 21;
const bits = new DataView(new ArrayBuffer(4));
/** A non-negative float4's bits, which order as its values do. */
function floatBits(value: number): number {
  bits.setFloat32(0, value);
  return bits.getUint32(0);
}

/** ts_rank of a product whose postings of the query's words (in rank order) are `postings`. */
function rankOf(index: SearchIndex, postings: Int32Array): number {
  const placesOf = (posting: number) =>
    index.places.subarray(index.placesStart[posting]!, index.placesStart[posting + 1]!);
  if (postings.length === 1) return index.oneWordRank[placesOf(postings[0]!).length]!;
  // calc_rank_and: every pair of places of two different words, each weighted by their distance, combined as
  // 1 - (1 - rank)(1 - weight) in double precision and kept as a float4 at each step; none (all at the same place)
  // ranks 1e-20.
  let rank = -1;
  for (let i = 0; i < postings.length; i += 1) {
    const mine = placesOf(postings[i]!);
    for (let k = 0; k < i; k += 1) {
      const theirs = placesOf(postings[k]!);
      for (const place of mine)
        for (const other of theirs) {
          const distance = Math.abs(place - other);
          if (distance === 0) continue;
          const weight = index.pairWeight[Math.min(distance, FAR)]!;
          rank = rank < 0 ? weight : Math.fround(1 - (1 - rank) * (1 - weight));
        }
    }
  }
  return rank < 0 ? Math.fround(1e-20) : rank;
}

/** Whether a search index can order this catalogue's products by one exact number (see TIE_SPAN). */
export const searchFits = (size: number) => size < TIE_SPAN;
