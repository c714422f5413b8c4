// A developer works on the cart against the site as it runs (README: "Develop one remote against
// the live site"): the cart's dev server on a port of its own, an override in one browser's
// session, every other visitor untouched, and the way back. The site is `npm start`'s, which
// allows overrides.
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from '@shop/tooling/frontends';
import { freePort } from '@shop/web-server/unit-process';
import { watchContentSecurity } from './support/content-security';

const DEV_SERVER_READY_MS = 180_000;

/** Every request the page makes to `origin`. */
function requestsTo(page: Page, origin: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) urls.push(request.url());
  });
  return urls;
}

test.describe('one remote from a developer’s dev server', () => {
  test.setTimeout(DEV_SERVER_READY_MS + 60_000);
  let devServer: ChildProcess | null = null;
  let port = 0;

  test.beforeAll(async () => {
    test.setTimeout(DEV_SERVER_READY_MS + 10_000);
    port = await freePort();
    devServer = spawn('npm', ['run', 'dev', '-w', 'mfe-cart', '--', '--port', String(port)], {
      cwd: ROOT,
      detached: true,
      stdio: 'ignore',
    });
    const entry = `http://localhost:${port}/remoteEntry.js`;
    await expect
      .poll(async () => (await fetch(entry).catch(() => null))?.status ?? 0, { timeout: DEV_SERVER_READY_MS })
      .toBe(200);
  });
  test.afterAll(() => {
    // The dev server and what npm started under it.
    if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
  });

  test('comes into this browser’s pages only, under the policy, with a note and a way back', async ({ browser }) => {
    const dev = `http://localhost:${port}`;
    const context = await browser.newContext();
    const page = await context.newPage();
    const fromDev = requestsTo(page, dev);
    const security = await watchContentSecurity(page);

    // An entry off this machine is no override: refused, and nothing is set.
    const refused = await page.request.get(
      '/__dev/override?remote=cart&entry=' + encodeURIComponent('https://cdn.example/cart/remoteEntry.js'),
      { maxRedirects: 0 },
    );
    expect(refused.status()).toBe(400);

    // The address the dev server prints asks first; its button turns the override on.
    await page.goto(`/__dev/override?remote=cart&entry=${encodeURIComponent(`${dev}/remoteEntry.js`)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Загрузить модуль cart с localhost:${port}?` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Загрузить' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Корзина пуста' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: `Модуль cart загружается с localhost:${port}` }),
    ).toBeVisible();
    expect(fromDev.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(fromDev.some((url) => url.includes('CartPage'))).toBe(true);
    // Another page of the site: the header's cart button is the dev server's too, and the page works.
    await page.goto('/smesiteli');
    await expect(page.getByRole('heading', { level: 1, name: 'Смесители' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Корзина/ })).toBeVisible();
    await security.expectNoViolations();

    // Another visitor meets the live cart and no note.
    const other = await browser.newContext();
    const visitor = await other.newPage();
    const visitorFromDev = requestsTo(visitor, dev);
    await visitor.goto('/cart');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Корзина пуста' })).toBeVisible();
    await expect(visitor.getByText(/загружается с localhost/)).toHaveCount(0);
    expect(visitorFromDev).toEqual([]);
    await other.close();

    // The note's way back: the live cart again.
    await page.getByRole('status').getByRole('link', { name: 'отключить' }).click();
    await expect(page).toHaveURL(/\/$/);
    const before = fromDev.length;
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Корзина пуста' })).toBeVisible();
    await expect(page.getByText(/загружается с localhost/)).toHaveCount(0);
    expect(fromDev.slice(before)).toEqual([]);
    await context.close();
  });
});
