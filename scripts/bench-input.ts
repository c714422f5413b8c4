// What `npm run bench:web` measures of a page beyond its first paint, as a Lighthouse user flow
// in the same Chromium, on a phone (touch): how long until the page answers input (page ready:
// the shell's user-timing mark), the INP of each interaction, and the LCP of a repeat visit with
// the HTTP cache kept. The first visit and the interactions are throttled by DevTools for real
// (CPU 2, Lighthouse's slow 4G), as timespans cannot be simulated; the repeat visit's LCP is
// simulated, like the navigation runs' LCP it stands beside.
import type { Page } from 'puppeteer-core';
import { PAGE_READY_ATTRIBUTE, PAGE_READY_MARK } from '@shop/shared/page-data';

/** One thing a shopper does on a page, in puppeteer's terms; resolves once the page has answered. */
interface Interaction {
  name: string;
  act: (page: Page) => Promise<void>;
}

/** A real tap (touch events at its middle, as on the phone emulated) on the first visible match. */
const clickOn = async (page: Page, selector: string) => {
  const element = await page.waitForSelector(selector, { visible: true, timeout: 20_000 });
  if (!element) throw new Error(`Nothing to click: ${selector}`);
  await element.tap();
};

/** Does `click`, then waits for the address to change. */
const urlChange = async (page: Page, click: () => Promise<void>) => {
  const before = page.url();
  await click();
  await page.waitForFunction((address) => location.href !== address, { timeout: 20_000 }, before);
};

/** The link to the catalogue's next page. */
export const PAGE_LINK: Interaction = {
  name: 'a page link',
  act: (page) => urlChange(page, () => clickOn(page, 'nav[aria-label="Страницы каталога"] a[rel="next"]')),
};

/** The first box of the filter panel ticked; on a phone the panel is opened with «Фильтры» first. */
export const FILTER_TICK: Interaction = {
  name: 'a filter tick',
  act: async (page) => {
    const toggle = await page.$('button[aria-controls="catalog-filters"]');
    if (toggle && (await toggle.isVisible())) await toggle.tap();
    await urlChange(page, () => clickOn(page, 'main fieldset input[type="checkbox"]'));
  },
};

/** «В корзину» on the product card; the header's cart then counts it. */
export const ADD_TO_CART: Interaction = {
  name: '«В корзину»',
  act: async (page) => {
    const cart = () => page.$eval('header a[href="/cart"]', (link) => link.textContent ?? '');
    const before = await cart();
    await clickOn(page, 'main button[aria-label^="В корзину"]');
    await page.waitForFunction(
      (text) => document.querySelector('header a[href="/cart"]')?.textContent !== text,
      { timeout: 20_000 },
      before,
    );
  },
};

export interface InputMeasure {
  /** From navigation start to the page-ready mark, ms. */
  pageReady: number;
  /** Each interaction's INP, ms, by its name. */
  inp: Record<string, number>;
  /** LCP of a second visit to the same address with the cache kept, ms. */
  warmLcp: number;
  /** Content-hashed scripts the second visit fetched over the network again (none: they are cached for good). */
  refetchedChunks: string[];
}

/** The requests of a kind a Lighthouse step made (its network-requests audit); `transferSize` 0: from the cache. */
export const requestsOf = (
  lhr: { audits: Record<string, { details?: unknown } | undefined> } | undefined,
  resourceType: 'Script' | 'Image',
) =>
  (
    (
      lhr?.audits['network-requests']?.details as
        { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? []
  ).filter((item) => item.resourceType === resourceType);

/** The scripts a Lighthouse step requested. */
export const scriptRequests = (lhr: Parameters<typeof requestsOf>[0]) => requestsOf(lhr, 'Script');

/** A content-hashed file of a build (`main.1a2b3c4d.js`): immutable, never to be fetched twice. */
const HASHED_SCRIPT = /\.[0-9a-f]{8}\.js$/;

/**
 * Lighthouse's mobile network (slow 4G) with CPU slowdown 2: this machine benchmarks at about
 * half a typical desktop (benchmarkIndex ~800). Every bench:web figure is taken under it.
 */
export const MOBILE_THROTTLING = {
  rttMs: 150,
  throughputKbps: 1638.4,
  cpuSlowdownMultiplier: 2,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
};

/** The phone, throttled by DevTools for real. */
const DEVTOOLS_FLAGS = {
  formFactor: 'mobile' as const,
  throttlingMethod: 'devtools' as const,
  throttling: MOBILE_THROTTLING,
  disableFullPageScreenshot: true,
  onlyCategories: ['performance'],
  logLevel: 'error' as const,
};

// As text: the script runner names functions (esbuild's keepNames), which a page cannot run.
const READY_AT = `new Promise((resolve) => {
  const done = () => resolve(performance.getEntriesByName(${JSON.stringify(PAGE_READY_MARK)})[0]?.startTime ?? NaN);
  if (document.documentElement.hasAttribute(${JSON.stringify(PAGE_READY_ATTRIBUTE)})) done();
  else new MutationObserver(done).observe(document.documentElement, { attributes: true, attributeFilter: [${JSON.stringify(PAGE_READY_ATTRIBUTE)}] });
})`;

/** The page-ready mark's time, once the page is ready. */
const readyAt = (page: Page) => page.evaluate(READY_AT) as Promise<number>;

/**
 * Measures one address in a fresh tab of the browser on `port`: the first visit, each
 * interaction in turn as a timespan of its own, then a repeat visit.
 */
export async function measureInput(
  port: number,
  url: string,
  interactions: readonly Interaction[],
): Promise<InputMeasure> {
  const [{ startFlow }, puppeteer] = await Promise.all([import('lighthouse'), import('puppeteer-core')]);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  // A tab in the background gets no animation frames, which clicks wait for.
  await page.bringToFront();
  try {
    const flow = await startFlow(page, { flags: DEVTOOLS_FLAGS });
    await flow.navigate(url, { name: 'first visit' });
    const pageReady = await readyAt(page);
    for (const interaction of interactions) {
      await flow.startTimespan({ name: interaction.name });
      await interaction.act(page).catch((error: unknown) => {
        throw new Error(`${interaction.name} on ${page.url()} did not answer`, { cause: error });
      });
      await flow.endTimespan();
    }
    // Simulated, as the navigation runs' LCP is: DevTools throttling adds its 562 ms request
    // latency to the document itself, which no cache can save.
    await flow.navigate(url, { name: 'repeat visit', throttlingMethod: 'simulate' });
    const result = await flow.createFlowResult();
    const audit = (step: number, id: string) => result.steps[step]?.lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      pageReady,
      inp: Object.fromEntries(
        interactions.map((interaction, index) => [interaction.name, audit(1 + index, 'interaction-to-next-paint')]),
      ),
      warmLcp: audit(1 + interactions.length, 'largest-contentful-paint'),
      refetchedChunks: scriptRequests(result.steps[1 + interactions.length]?.lhr)
        .filter((item) => (item.transferSize ?? 0) > 0)
        .map((item) => new URL(item.url).pathname)
        .filter((pathname) => HASHED_SCRIPT.test(pathname)),
    };
  } finally {
    await page.close();
    await browser.disconnect();
  }
}
