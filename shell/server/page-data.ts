import { addTypenameToDocument } from '@apollo/client/utilities';
import { getOperationAST, print, type DocumentNode } from 'graphql';
import {
  PAGE_DATA_ELEMENT_ID,
  RUNTIME_CONFIG_ELEMENT_ID,
  pageQueries,
  type PageDataEntry,
} from '@shop/shared/page-data';
import { REQUEST_ID_HEADER } from '@shop/web-server/logging';
import type { ApiPool } from './api-pool';
import type { RuntimeConfig } from '@shop/shared/runtime-config';

/**
 * How long the HTML may wait for the page's data. The API answers a cached catalogue query in
 * a few milliseconds; when it is slower (cold cache, down) the page is sent without data and
 * fetches it itself, as it always can.
 */
const PAGE_DATA_BUDGET_MS = 1_000;

/** The operations as the browser's Apollo cache writes them: with __typename on every object. */
const printed = new Map<object, string>();
const documentText = (query: object) => {
  let text = printed.get(query);
  if (text === undefined) {
    text = print(addTypenameToDocument(query as Parameters<typeof addTypenameToDocument>[0]));
    printed.set(query, text);
  }
  return text;
};

/** One query's answer: its data, or the codes of the errors it was refused with; null when none came (slow, down). */
type Answer = { data: object } | { refused: string[] } | null;

async function fetchEntry(
  api: ApiPool,
  query: object,
  variables: Record<string, unknown> | undefined,
  signal: AbortSignal,
  requestId: string,
): Promise<Answer> {
  const response = await api.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', [REQUEST_ID_HEADER]: requestId },
    body: JSON.stringify({ query: documentText(query), variables }),
    signal,
  });
  if (!response.ok && response.status !== 400) return null;
  const body = (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: unknown } }[] };
  // A page with an error (NotFound, bad filter) asks again and shows the error itself; the code tells its status.
  if (body.errors?.length) return { refused: body.errors.map((error) => String(error.extensions?.code ?? 'ERROR')) };
  return body.data === null || typeof body.data !== 'object' ? null : { data: body.data };
}

/** JSON inside a script element: nothing in it may close the element. */
export const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A page's first answers: `complete` when every query of `pageQueries(...)` has one. */
export interface PageDataAnswers {
  entries: PageDataEntry[];
  complete: boolean;
  /** The error codes of the queries the API refused (NOT_FOUND, BAD_USER_INPUT, …). */
  refused: string[];
}

/**
 * The answers to the queries a page at this address makes first (`@shop/shared/page-data`),
 * fetched from the API (the next instance in turn, with the page's request id) while the HTML
 * is being sent. Fewer (or none) when the API is slow or down, or answers with an error.
 */
export async function fetchPageData(
  api: ApiPool,
  pathname: string,
  search: string,
  requestId: string,
): Promise<PageDataAnswers> {
  const queries = pageQueries(pathname, search);
  if (queries.length === 0) return { entries: [], complete: false, refused: [] };
  const signal = AbortSignal.timeout(PAGE_DATA_BUDGET_MS);
  const settled = await Promise.allSettled(
    queries.map(({ query, variables }) => fetchEntry(api, query, variables, signal, requestId)),
  );
  const entries: PageDataEntry[] = [];
  const refused: string[] = [];
  settled.forEach((result, index) => {
    if (result.status !== 'fulfilled' || result.value === null) return;
    if ('refused' in result.value) {
      refused.push(...result.value.refused);
      return;
    }
    const operation = getOperationAST(queries[index]?.query as DocumentNode)?.name?.value;
    entries.push({ index, ...(operation ? { operation } : {}), data: result.value.data });
  });
  return { entries, complete: entries.length === queries.length, refused };
}

/**
 * The answers as a JSON script element the shell's Apollo cache starts with: the page renders
 * as soon as its code has run, without one more round trip. Empty when there are none.
 */
export function pageDataScript(address: string, entries: readonly PageDataEntry[]): string {
  if (entries.length === 0) return '';
  return `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptSafe(JSON.stringify({ path: address, entries }))}</script>`;
}

/** index.html's early fetch of /config.json, for pages the browser renders alone. */
const CONFIG_PRELOAD = /<link rel="preload" href="\/config\.json"[^>]*>/;

/**
 * The page's configuration inside its HTML, in place of the early fetch of /config.json: the page
 * loads the releases its HTML was made with, however the live ones change meanwhile.
 */
export function withRuntimeConfig(html: string, runtime: RuntimeConfig): string {
  const script = `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${scriptSafe(JSON.stringify(runtime))}</script>`;
  return CONFIG_PRELOAD.test(html) ? html.replace(CONFIG_PRELOAD, script) : html.replace('</head>', `${script}</head>`);
}
