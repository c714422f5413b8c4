import { badUserInput } from './errors';

/** The most items one request may ask for. */
export const MAX_LIMIT = 100;
/** The farthest a list may be paged: beyond it the database would sort for nothing. */
const MAX_SKIP = 100_000;

/**
 * The most products of the same collection one card gets: the card shows 8, and a list of cards
 * that each ask for more multiplies the work (the operation's cost counts it as well).
 */
export const SAME_COLLECTION_LIMIT = 24;

/** A checked page of a list: `limit` is already capped at MAX_LIMIT. */
export interface Page {
  skip: number;
  limit: number;
}

/**
 * The page a request asks for, checked, with its limit capped. Resolvers take it before they
 * build a cache key, so `limit: 1000` and `limit: 100` are one answer.
 */
export function pageOf(skip: number, limit: number): Page {
  if (!Number.isInteger(skip) || skip < 0) throw badUserInput('skip должен быть целым числом от 0');
  if (skip > MAX_SKIP) throw badUserInput(`skip не может быть больше ${MAX_SKIP}`);
  if (!Number.isInteger(limit) || limit < 1) throw badUserInput('limit должен быть целым числом от 1');
  return { skip, limit: Math.min(limit, MAX_LIMIT) };
}
