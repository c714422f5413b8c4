import { expect, test, type Page } from '@playwright/test';
import { frontend } from '@shop/tooling/frontends';
import { serveFrontend, stopServer, type RunningServer } from '@shop/tooling/site-servers';
import { PAGE_READY_ATTRIBUTE } from '@shop/shared/page-data';
import { watchConsole } from './support/console';

/**
 * The single-bundle control (docs/decisions/0003-single-bundle-control.md) is the benchmarks'
 * yardstick and the fallback deployment: the shell's server with `build:single`, its catalogue
 * pages rendered by the site's catalogue server, beside the journeys' site on a port of its own.
 */
const CONTROL_PORT = 8096;
const CONTROL = `http://localhost:${CONTROL_PORT}`;
const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };

let control: RunningServer;

test.beforeAll(async () => {
  control = await serveFrontend({
    pkg: frontend('shell'),
    single: true,
    port: CONTROL_PORT,
    env: { ...process.env, PUBLIC_URL: CONTROL },
  });
});

test.afterAll(async () => {
  await stopServer(control);
});

/** Opens a catalogue page as the server sent it rendered (a cold API may leave one to the browser). */
async function openRendered(page: Page, address: string) {
  await expect
    .poll(async () => ((await (await page.goto(address))?.text()) ?? '').includes('<div id="root"><div'), {
      timeout: 30_000,
    })
    .toBe(true);
  await expect(page.locator('html')).toHaveAttribute(PAGE_READY_ATTRIBUTE, '');
}

/** What shows whether a page is styled as the shop is, on PHONE. */
const lookOf = (page: Page) =>
  page.evaluate(() => ({
    primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    bodyMargin: getComputedStyle(document.body).margin,
    width: document.documentElement.scrollWidth,
  }));
const STYLED = { primary: '#f57c00', bodyMargin: '0px', width: 360 };

test('on a phone the control’s rendered pages are styled, fit the screen and answer a page link and «В корзину»', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const consoleErrors = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  try {
    await openRendered(page, `${CONTROL}/smesiteli/dlya-rakovini`);
    await expect(page.getByRole('heading', { level: 1, name: 'Смесители для раковины' })).toBeVisible();
    // The shop's theme (its colours and reset) is part of the bundle, and nothing is wider than the phone.
    expect(await lookOf(page)).toEqual(STYLED);
    // One build: no remote entry, only the main bundle and the route's chunks.
    expect(scripts.filter((script) => script.endsWith('remoteEntry.js'))).toEqual([]);
    expect(scripts.some((script) => /^\/main\.[0-9a-f]+\.js$/.test(script))).toBe(true);

    await page
      .getByRole('navigation', { name: 'Страницы каталога' })
      .getByRole('link', { name: /Вперёд/ })
      .tap();
    await expect(page).toHaveURL(/\/smesiteli\/dlya-rakovini\?page=2$/);

    await openRendered(page, `${CONTROL}/product/1`);
    // The catalogue server's HTML carries the class names the control's CSS has (its picture fits the screen).
    expect(await lookOf(page)).toEqual(STYLED);
    const cart = page.locator('header a[href="/cart"]');
    await expect(cart).toContainText('пуста');
    await page
      .getByRole('button', { name: /^В корзину/ })
      .first()
      .tap();
    await expect(cart).toContainText('1 товар');
    consoleErrors.expectNoErrors();
  } finally {
    await context.close();
  }
});
