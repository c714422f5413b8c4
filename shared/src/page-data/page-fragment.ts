import type { PageDataEntry } from './page-data-island';

/**
 * Server rendering across modules. The shell's server renders its layout; the remote that owns
 * the page renders the page (a "fragment") at `PAGE_FRAGMENT_PATH` beside its remoteEntry.js,
 * from the same answers the HTML carries, so the browser's first render of the module matches
 * it and hydrates it.
 */
export const PAGE_FRAGMENT_PATH = 'page-fragment';

/** The body of a POST to a remote's PAGE_FRAGMENT_PATH; the answer is a PageFragment (JSON). */
export interface PageFragmentRequest {
  /** The exposed module without its "./", e.g. "CatalogPage". */
  module: string;
  pathname: string;
  search: string;
  /** Answers to `pageQueries(pathname, search)`. */
  entries: PageDataEntry[];
}

/** A remote's answer: the page's HTML, and what goes into the document's head for it. */
export interface PageFragment {
  head: string;
  html: string;
  /** The document's title and meta description, when the page names itself. */
  title?: string;
  description?: string;
}

/** Whether a parsed request body is a PageFragmentRequest. */
export function isPageFragmentRequest(value: unknown): value is PageFragmentRequest {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.module === 'string' &&
    typeof body.pathname === 'string' &&
    body.pathname.startsWith('/') &&
    typeof body.search === 'string' &&
    Array.isArray(body.entries)
  );
}

/** Whether a parsed answer is a PageFragment. */
export function isPageFragment(value: unknown): value is PageFragment {
  if (typeof value !== 'object' || value === null) return false;
  const { head, html, title, description } = value as Record<string, unknown>;
  const optionalText = (field: unknown) => field === undefined || typeof field === 'string';
  return typeof head === 'string' && typeof html === 'string' && optionalText(title) && optionalText(description);
}
