/** The script element the shell's server writes a page's first data into. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The script element a page's HTML carries its runtime configuration in (JSON, the shape of
 * `/config.json`): the releases the page was made with and the sign-in settings.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** One answer: `index` is the query's place in `pageQueries(...)` for the same address. */
export interface PageDataEntry {
  index: number;
  /** The operation's name (getProducts …), for whoever reads the HTML. */
  operation?: string;
  data: unknown;
}

export interface PageData {
  /** The address (path and query string) the data was fetched for. */
  path: string;
  entries: PageDataEntry[];
}

const isEntry = (value: unknown): value is PageDataEntry =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as PageDataEntry).index) &&
  typeof (value as PageDataEntry).data === 'object' &&
  (value as PageDataEntry).data !== null;

/**
 * The entries of a page-data element's text when it was written for this address; [] for
 * anything else (no element, broken JSON, another address, a foreign shape): the page then
 * fetches its data itself.
 */
export function parsePageData(text: string | null | undefined, address: string): PageDataEntry[] {
  if (!text) return [];
  try {
    const value = JSON.parse(text) as Partial<PageData>;
    if (value?.path !== address || !Array.isArray(value.entries)) return [];
    return value.entries.filter(isEntry);
  } catch {
    return [];
  }
}
