import { createServer, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { frontend, type FrontendName } from '@shop/tooling/frontends';
import { serveFrontend, stopServer, type RunningServer } from '@shop/tooling/site-servers';
import { openPage } from './support/open-page';

/**
 * Each test composes its own copy of the site on other ports, so a remote can be stopped or
 * made to hang without touching the site the other journeys use.
 */
class Site {
  private servers = new Map<FrontendName, RunningServer>();
  constructor(private readonly base: number) {}

  port(name: FrontendName): number {
    return this.base + frontend(name).port - 8080;
  }

  get url(): string {
    return `http://localhost:${this.port('shell')}`;
  }

  /** Where the shell sends /graphql; a closed port makes the API "down". */
  apiUrl: string | undefined;

  async start(...names: FrontendName[]) {
    const remotePorts = Object.fromEntries(
      (['catalog', 'cart', 'auth', 'backoffice'] as const).map((name) => [name, this.port(name)]),
    );
    for (const name of names) {
      this.servers.set(
        name,
        // This copy's shell is the shop's public origin: its remotes allow it (CORS) and its CSP names them.
        await serveFrontend({
          pkg: frontend(name),
          port: this.port(name),
          remotePorts,
          apiUrl: this.apiUrl,
          env: { ...process.env, PUBLIC_URL: this.url },
        }),
      );
    }
  }

  async stop(name: FrontendName) {
    const server = this.servers.get(name);
    this.servers.delete(name);
    if (server) await stopServer(server);
  }

  async stopAll() {
    await Promise.all([...this.servers.keys()].map((name) => this.stop(name)));
  }
}

/** The API's count of catalogue load failures that browsers reported (its /metrics). */
async function reportedCatalogFailures(): Promise<number> {
  const metrics = await (await fetch('http://127.0.0.1:4000/metrics')).text();
  const line = metrics.split('\n').find((row) => row.startsWith('shop_remote_load_failures_total{remote="catalog"} '));
  return line ? Number(line.split(' ')[1]) : 0;
}

test('a catalogue remote that is down at start: its fallback and retry, the failure reported to the API; the rest of the site works', async ({
  page,
}) => {
  const site = new Site(18080);
  await site.start('shell', 'cart', 'auth', 'backoffice');
  try {
    const reportedBefore = await reportedCatalogFailures();
    await page.goto(`${site.url}/`);
    const fallback = page.getByRole('alert').filter({ hasText: 'Раздел «Главная» не загрузился' });
    await expect(fallback).toBeVisible();
    // The browser's beacon went through the shell's server to the API, which counted it.
    await expect.poll(reportedCatalogFailures).toBeGreaterThan(reportedBefore);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Корзина пуста' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Доставка' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Доставка' })).toBeVisible();
    await page.goBack();
    await expect(fallback).toBeVisible();

    await site.start('catalog');
    await fallback.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Сантехника для ванной и кухни' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  } finally {
    await site.stopAll();
  }
});

test('a catalogue remote that goes down later: the next page of it falls back, the rest works', async ({ page }) => {
  const site = new Site(18180);
  await site.start('shell', 'catalog', 'cart', 'auth', 'backoffice');
  try {
    await openPage(page, `${site.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Сантехника для ванной и кухни' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Корзина/ })).toBeVisible();
    await site.stop('catalog');
    await page.getByRole('link', { name: /^Смесители \d+ товар/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Раздел «Каталог» не загрузился' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'О компании' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'О компании' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Корзина пуста' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  } finally {
    await site.stopAll();
  }
});

test('a header remote that is down shows a small fallback; pages keep working', async ({ page }) => {
  const site = new Site(18280);
  await site.start('shell', 'catalog', 'auth', 'backoffice');
  try {
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Сантехника для ванной и кухни' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('alert')).toContainText('Корзина: недоступно');
    await page.goto(`${site.url}/cart`);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Раздел «Корзина» не загрузился');
  } finally {
    await site.stopAll();
  }
});

test('a remote that accepts the connection but never answers fails instead of spinning', async ({ page }) => {
  test.setTimeout(60_000);
  const site = new Site(18380);
  const silent = new Set<Socket>();
  const hanging = createServer((socket) => silent.add(socket)).listen(site.port('catalog'));
  await site.start('shell', 'cart', 'auth', 'backoffice');
  try {
    // The page's configuration comes inside its HTML, so the remote's entry is asked for before the
    // page's load event, which a server that never answers holds back: the shopper's page is there
    // (DOMContentLoaded), and its slot must give up on the remote by itself.
    await page.goto(`${site.url}/`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('alert').filter({ hasText: 'Раздел «Главная» не загрузился' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Корзина пуста' })).toBeVisible();
  } finally {
    for (const socket of silent) socket.destroy();
    hanging.close();
    await site.stopAll();
  }
});

test('with the API down a product card shows not-found and the rest of the site works', async ({ page }) => {
  const site = new Site(18480);
  site.apiUrl = 'http://127.0.0.1:18499';
  await site.start('shell', 'catalog', 'cart', 'auth', 'backoffice');
  try {
    const graphql = page.waitForResponse((response) => response.url().endsWith('/graphql'));
    await page.goto(`${site.url}/product/15`);
    expect((await graphql).status()).toBe(502);
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Контакты' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
  } finally {
    await site.stopAll();
  }
});
