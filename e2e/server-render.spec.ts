import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FRONTENDS } from '@shop/tooling/frontends';
import { watchConsole } from './support/console';
import { PAGE_READY_ATTRIBUTE } from '@shop/shared/page-data';

const CATEGORY = '/smesiteli/dlya-rakovini';

/** Whether a page's HTML came rendered: its root holds the layout. */
const isRendered = (html: string) => html.includes('<div id="root"><div');

/**
 * A page's HTML as the server sends it. The server renders only when the API answers within its
 * budget: a cold API (a fresh start, a catalogue change by another journey just now) may miss
 * it, and the page is then rendered in the browser; so the page is asked for until it comes rendered.
 */
async function renderedHtml(request: APIRequestContext, address: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(address)).text();
        return isRendered(html);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return html;
}

/**
 * Opens a catalogue page as the server sent it rendered. Under the suite's load the server may
 * miss its budget once and leave a page to the browser (as it should); a test of what the
 * browser does with a rendered page opens it again then.
 */
async function gotoRendered(page: Page, address: string) {
  await expect
    .poll(async () => isRendered((await (await page.goto(address))?.text()) ?? ''), { timeout: 30_000 })
    .toBe(true);
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

test('catalogue pages come rendered, with their CSS inside the HTML', async ({ request }) => {
  const category = await renderedHtml(request, CATEGORY);
  expect(category).toContain('<h1>Смесители для раковины</h1>');
  // Named as the page names itself: for search engines and links shared, before any script.
  expect(category).toContain('<title>Смесители для раковины — Сантехника</title>');
  expect(category).toContain('<meta name="description" content="Смесители для раковины: цены, фото и характеристики.');
  expect(count(category, /<article /g)).toBe(18);
  // The first paint needs no stylesheet file: the shell's and the page's CSS are inside.
  expect(category).not.toMatch(/<link[^>]+rel="stylesheet"/);
  // Each by the response's nonce (README: Security).
  expect(count(category, /<style nonce="[^"]+">/g)).toBeGreaterThanOrEqual(2);
  // The page's answers come along for the browser's cache, which hydrates from them.
  expect(category).toContain('<script id="page-data" type="application/json">');
  // Its buttons answer only once the page's module has taken it over, which marks <html>.
  expect(category).toMatch(/^<!doctype html><html lang="ru">/i);

  const product = await renderedHtml(request, '/product/1');
  expect(product).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(product).toMatch(/<title>[^<]+ — Сантехника<\/title>/);
  expect(product).toContain('В корзину');
  const home = await renderedHtml(request, '/');
  expect(home).toContain('<h1');

  // A page that is not found, the cart and the back-office are rendered in the browser.
  for (const address of ['/net-takoi-kategorii', '/cart', '/dmn', '/delivery']) {
    expect(await (await request.get(address)).text(), address).toContain('<div id="root"></div>');
  }
});

test('without JavaScript a category reads and pages on', async ({ browser, request }) => {
  await renderedHtml(request, `${CATEGORY}?page=2`);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const heading = page.getByRole('heading', { level: 1, name: 'Смесители для раковины' });
  try {
    // Opened until it comes rendered: without scripts nothing else fills it.
    await gotoRendered(page, CATEGORY);
    await expect(heading).toHaveCount(1);
    const products = page.getByRole('list', { name: /^Товары: / });
    await expect(products.getByRole('article')).toHaveCount(18);
    const first = await products.getByRole('heading', { level: 3 }).first().innerText();
    await page
      .getByRole('navigation', { name: 'Страницы каталога' })
      .getByRole('link', { name: 'Страница 2', exact: true })
      .click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(products.getByRole('article')).toHaveCount(18);
    await expect(products.getByRole('heading', { level: 3 }).first()).not.toHaveText(first);
  } finally {
    await context.close();
  }
});

test('the browser adopts the server-rendered page: the same elements, a clean console, a working page', async ({
  page,
}) => {
  const console = watchConsole(page);
  // The heading the server sent, kept before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  await gotoRendered(page, CATEGORY);
  await expect(page.locator('html')).toHaveAttribute(PAGE_READY_ATTRIBUTE, '');
  // The page's own module names the document once it has taken the page over.
  await expect(page).toHaveTitle(/Смесители для раковины/);
  expect(
    await page.evaluate(() => {
      const kept = (window as { serverHeading?: Element | null }).serverHeading;
      return Boolean(kept?.isConnected) && kept === document.querySelector('h1');
    }),
    'the server heading is the one on screen (hydrated, not rendered anew)',
  ).toBe(true);

  const products = page.getByRole('list', { name: /^Товары: / });
  await products
    .getByRole('button', { name: /^В корзину/ })
    .first()
    .click();
  await expect(products.getByRole('status').first()).toHaveText('Добавлено в корзину');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Корзина/ })).toHaveAccessibleName(
    /^Корзина: 1 товар/,
  );

  await page.getByRole('group', { name: 'Бренд' }).getByRole('checkbox').first().click();
  await expect(page).not.toHaveURL(new RegExp(`${CATEGORY}$`));
  console.expectNoErrors();
});

test('what a shopper does before the page is ready is done once it is', async ({ page }) => {
  const console = watchConsole(page);
  // Slow scripts: the page stays the server's HTML for a while after it has loaded.
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
  await gotoRendered(page, CATEGORY);
  const products = page.getByRole('list', { name: /^Товары: / });
  const product = await products.getByRole('heading', { level: 3 }).first().innerText();
  await products.getByRole('button', { name: `В корзину: ${product}` }).click();
  await page.getByRole('textbox', { name: 'Цена: от' }).fill('1000');
  await page.getByRole('textbox', { name: 'Цена: до' }).fill('90000');
  await page.getByRole('button', { name: 'Применить' }).first().click();
  const brand = page.getByRole('group', { name: 'Бренд' }).getByRole('checkbox').first();
  await brand.click();
  await page.getByLabel('Сортировка:').selectOption('price-asc');
  expect(
    await page.locator(`html[${PAGE_READY_ATTRIBUTE}]`).count(),
    'all of it was done before the page was ready',
  ).toBe(0);

  // Each change goes out from the list the one before it gave: all three are kept.
  await expect(page).toHaveURL(new RegExp(`${CATEGORY}/[a-z-]+\\?price=1000-90000&sort=price-asc$`));
  await expect(brand).toBeChecked();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Корзина/ })).toHaveAccessibleName(
    /^Корзина: 1 товар/,
  );
  console.expectNoErrors();
});

test('every script the build compressed reaches the browser as its Brotli copy', async ({ page }) => {
  const sent: { url: string; encoding: string | undefined; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => {
          sent.push({
            url: response.url(),
            encoding: response.headers()['content-encoding'],
            bytes: sizes.responseBodySize,
          });
        }),
    );
  });
  await gotoRendered(page, CATEGORY);
  await expect(page.locator('html')).toHaveAttribute(PAGE_READY_ATTRIBUTE, '');
  await Promise.all(pending);
  // The file each address is built as: the shell's and each remote's dist/, by port.
  const builtFile = (url: string) => {
    const { port, pathname } = new URL(url);
    const pkg = FRONTENDS.find((item) => item.port === Number(port));
    return pkg ? path.join(pkg.dir, 'dist', decodeURIComponent(pathname)) : null;
  };
  const copies = sent.flatMap((script) => {
    const file = builtFile(script.url);
    return file && existsSync(`${file}.br`) ? [{ ...script, copyBytes: statSync(`${file}.br`).size }] : [];
  });
  // The shell's main bundle, and the catalogue's, cart's and sign-in's entries at least.
  expect(copies.length).toBeGreaterThanOrEqual(4);
  for (const script of copies) {
    expect([script.url, script.encoding, script.bytes]).toEqual([script.url, 'br', script.copyBytes]);
  }
});
