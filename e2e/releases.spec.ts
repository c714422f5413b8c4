// Independent releases (docs/decisions/0007-independent-releases.md), as a shopper meets them: the
// cart is released twice (B with one heading changed), A is deployed on a site of its own in
// production mode, a shopper opens the catalogue and the cart on A, B is deployed with
// `deploy` while the page stays open, and the shopper goes on — a product card, «В корзину», the
// cart, checkout — with no error and every cart file still A's; a reload loads B. Then pruning, a
// broken release's fallback, an administrator's rollback from «Модули», and a release of the shell
// itself. No server restarts, nothing is rebuilt in between.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { RELEASE_TOKEN_HEADER } from '@shop/shared/releases';
import { ROOT } from '@shop/tooling/frontends';
import { startProductionSite, type ProductionSite } from '@shop/tooling/production-site';
import { freePort } from '@shop/web-server/unit-process';
import { TEST_DATABASE_URL, databaseOfItsOwn } from './support/database';
import { routeGoogleApi, signInWithGoogle } from './support/google-sign-in';

const EMULATOR_HOST = '127.0.0.1:9099';
const ADMIN = 'release-admin@shop.test';
const PORT_OFFSET = 10_700;
const CART_ORIGIN = `http://localhost:${8082 + PORT_OFFSET}`;
const CART_PAGE = path.join(ROOT, 'mfe-cart/src/features/cart/components/cart-page.tsx');
const HEADING_A = '<h1 id="cart-title">Корзина</h1>';
const HEADING_B = '<h1 id="cart-title">Ваша корзина</h1>';
const FOOTER = path.join(ROOT, 'shell/src/features/layout/footer.tsx');
const FOOTER_A = '«Сантехника». Магазин сантехники и стройматериалов.';
const FOOTER_B = '«Сантехника». Магазин сантехники и стройматериалов в Химках.';

/** Runs one of the release commands (`npm run release`, `deploy`, `rollback`) as an engineer would; its output. */
const command = (script: string, args: string[], env: Record<string, string>): string =>
  execFileSync('npx', ['tsx', path.join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

/** `work` run on sources whose `file` says `to` where it said `from`; the file is put back after. */
async function withChanged<T>(file: string, from: string, to: string, work: () => Promise<T>): Promise<T> {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(from)) throw new Error(`${file} no longer has ${from}`);
  writeFileSync(file, source.replace(from, to));
  try {
    return await work();
  } finally {
    writeFileSync(file, source);
  }
}

const filesOf = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));

/** What the page asks of the cart's server, and what goes wrong on it. */
function watch(page: Page) {
  const cartRequests: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(CART_ORIGIN)) cartRequests.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { cartRequests, problems };
}

test.describe('a release deployed while a page is open', () => {
  test.skip(!TEST_DATABASE_URL, 'needs a PostgreSQL server (TEST_DATABASE_URL)');
  test.setTimeout(600_000);

  const releasesDir = mkdtempSync(path.join(tmpdir(), 'shop-releases-'));
  const token = randomBytes(24).toString('hex');
  let site: ProductionSite | null = null;
  // Declared first, so the site stops before its database is dropped.
  test.afterAll(async () => {
    await site?.stop();
    rmSync(releasesDir, { recursive: true, force: true });
  });
  const databaseUrl = databaseOfItsOwn('shop_releases');

  test('keeps the release it started with, with no error, and loads the new one on reload', async ({
    page,
    context,
  }) => {
    const releaseOf = (frontend: 'cart' | 'shell') => {
      mkdirSync(path.join(releasesDir, frontend), { recursive: true });
      const before = new Set(readdirSync(path.join(releasesDir, frontend)));
      command('release.ts', [frontend], { RELEASES_DIR: releasesDir });
      const made = readdirSync(path.join(releasesDir, frontend)).filter(
        (name) => !before.has(name) && name !== '.staging',
      );
      expect(made).toHaveLength(1);
      return { version: made[0]!, folder: path.join(releasesDir, frontend, made[0]!) };
    };
    const releaseCart = () => releaseOf('cart');
    const a = releaseCart();
    const b = await withChanged(CART_PAGE, HEADING_A, HEADING_B, async () => releaseCart());
    expect(b.version).not.toBe(a.version);
    // B is a release of its own: its files are served from its own folder, so none of its URLs is one of A's.
    const urlsOf = (version: string, folder: string) =>
      filesOf(path.join(folder, 'client')).map((file) => `${CART_ORIGIN}/releases/${version}/${file}`);
    const urlsA = new Set(urlsOf(a.version, a.folder));
    expect(urlsOf(b.version, b.folder).filter((url) => urlsA.has(url))).toEqual([]);

    const apiPort = await freePort();
    site = await startProductionSite({
      databaseUrl,
      apiPorts: [apiPort],
      portOffset: PORT_OFFSET,
      seedProducts: 300,
      firebase: { emulatorHost: EMULATOR_HOST },
      env: { RELEASES_DIR: releasesDir, RELEASE_TOKEN: token, ORDERS_PER_HOUR: '100000', SHOP_ADMIN_EMAILS: ADMIN },
    });
    const deploy = (frontend: 'cart' | 'shell', version: string) =>
      command('deploy.ts', ['deploy', frontend, version], {
        RELEASES_DIR: releasesDir,
        RELEASE_API_URL: `http://127.0.0.1:${apiPort}`,
        RELEASE_TOKEN: token,
        RELEASE_BY: 'release journey',
      });
    const deployCart = (version: string) => deploy('cart', version);
    // Nothing restarts: the same processes serve every release.
    const processIds = () => site!.units.map((unit) => `${unit.name} ${unit.process.child.pid}`);
    const startedAs = processIds();
    expect(deployCart(a.version)).toBe(`cart ${a.version} registered\ncart ${a.version} is live\n`);
    const configured = async () =>
      // A connection of its own: a kept-alive one, idle through the deploy command, may meet the server's close.
      (
        (await (await fetch(`${site!.url}/config.json`, { headers: { connection: 'close' } })).json()) as {
          remotes: { cart: string };
        }
      ).remotes.cart;
    await expect.poll(configured).toBe(`${CART_ORIGIN}/releases/${a.version}/remoteEntry.js`);

    // A shopper opens the catalogue and the cart on A, and goes back to the catalogue (in the page).
    const seen = watch(page);
    await page.goto(`${site.url}/smesiteli`);
    await expect(page.getByRole('heading', { level: 1, name: 'Смесители' })).toBeVisible();
    const cartLink = page.getByRole('banner').getByRole('link', { name: /^Корзина/ });
    await cartLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Корзина пуста' })).toBeVisible();
    await page.goBack();
    const products = page.getByRole('list', { name: /^Товары: / });
    await expect(products.getByRole('article').first()).toBeVisible();

    // A second tab, opened on A too, that has not loaded the cart's page yet.
    const tab = await context.newPage();
    const tabSeen = watch(tab);
    await tab.goto(`${site.url}/smesiteli`);
    await expect(
      tab
        .getByRole('list', { name: /^Товары: / })
        .getByRole('article')
        .first(),
    ).toBeVisible();

    // B goes live while the pages stay open.
    expect(deployCart(b.version)).toBe(`cart ${b.version} registered\ncart ${b.version} is live\n`);
    await expect.poll(configured).toBe(`${CART_ORIGIN}/releases/${b.version}/remoteEntry.js`);
    const before = seen.cartRequests.length;

    // The shopper goes on in the same page: a product card, «В корзину», the cart, checkout — all on A.
    // The card's name is read before the click: the URL changes before the product page has replaced the category's heading.
    const card = products.getByRole('article').first();
    const name = await card.getByRole('heading', { level: 3 }).innerText();
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `В корзину: ${name}`, exact: true }).click();
    await expect(cartLink).toHaveAccessibleName(/^Корзина: 1 товар на /);
    await cartLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await expect(page).toHaveURL(/\/cart\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/не загрузился/)).toHaveCount(0);
    expect(seen.problems).toEqual([]);
    const onlyA = (requests: readonly string[]) =>
      requests.filter((request) => !request.startsWith(`${CART_ORIGIN}/releases/${a.version}/`));
    expect(onlyA(seen.cartRequests.slice(before))).toEqual([]);

    // The other tab loads the cart's page now, after the deploy: from A, the release it started with.
    const tabBefore = tabSeen.cartRequests.length;
    await tab
      .getByRole('banner')
      .getByRole('link', { name: /^Корзина/ })
      .click();
    await expect(tab.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
    const tabAfter = tabSeen.cartRequests.slice(tabBefore);
    expect(tabAfter.some((request) => request.includes('__federation_expose_CartPage'))).toBe(true);
    expect(onlyA(tabAfter)).toEqual([]);
    expect(tabSeen.problems).toEqual([]);

    // A reload starts on B.
    await page.goto(`${site.url}/cart`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ваша корзина' })).toBeVisible();
    expect(seen.cartRequests.some((request) => request.startsWith(`${CART_ORIGIN}/releases/${b.version}/`))).toBe(true);
    expect(seen.problems).toEqual([]);
    expect(processIds()).toEqual(startedAs);

    // Pruning keeps the live release and the one before it, and removes one never live and built long ago.
    const old = '0.1.0-0000000000';
    cpSync(a.folder, path.join(releasesDir, 'cart', old), { recursive: true });
    const record = path.join(releasesDir, 'cart', old, 'release.json');
    const builtLongAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
    writeFileSync(record, JSON.stringify({ ...JSON.parse(readFileSync(record, 'utf8')), builtAt: builtLongAgo }));
    const pruned = command('prune-releases.ts', [], {
      RELEASES_DIR: releasesDir,
      RELEASE_API_URL: `http://127.0.0.1:${apiPort}`,
      RELEASE_TOKEN: token,
      RELEASE_RETENTION_DAYS: '1',
    });
    expect(pruned).toBe(`removed cart ${old}\n1 release(s) removed\n`);
    expect(
      readdirSync(path.join(releasesDir, 'cart'))
        .filter((name) => name !== '.staging')
        .sort(),
    ).toEqual([a.version, b.version].sort());

    // A release whose entry throws goes live (B's files, its entry broken): a new page tries it once more,
    // falls back to the release live before (B), shows the cart, and the failure is counted, for the broken
    // release too on what «Модули» reads.
    const broken = '0.1.0-ffffffffff';
    cpSync(b.folder, path.join(releasesDir, 'cart', broken), { recursive: true });
    const entry = path.join(releasesDir, 'cart', broken, 'client/remoteEntry.js');
    writeFileSync(entry, `throw new Error('a broken release');\n${readFileSync(entry, 'utf8')}`);
    const brokenRecord = path.join(releasesDir, 'cart', broken, 'release.json');
    writeFileSync(brokenRecord, JSON.stringify({ ...JSON.parse(readFileSync(brokenRecord, 'utf8')), version: broken }));
    expect(deployCart(broken)).toBe(`cart ${broken} registered\ncart ${broken} is live\n`);
    await expect.poll(configured).toBe(`${CART_ORIGIN}/releases/${broken}/remoteEntry.js`);
    const failures = async () => {
      const metrics = await (await fetch(`http://127.0.0.1:${apiPort}/metrics`)).text();
      return Number(/^shop_remote_load_failures_total\{remote="cart"\} (\d+)/m.exec(metrics)?.[1] ?? 0);
    };
    const failedBefore = await failures();
    const fresh = await context.newPage();
    const freshSeen = watch(fresh);
    await fresh.goto(`${site.url}/cart`);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Ваша корзина' })).toBeVisible();
    await expect(fresh.getByText(/не загрузился|недоступно/)).toHaveCount(0);
    expect(freshSeen.cartRequests.some((request) => request.includes(`/releases/${b.version}/`))).toBe(true);
    expect(freshSeen.problems.filter((problem) => !problem.includes('a broken release'))).toEqual([]);
    await expect.poll(failures).toBeGreaterThan(failedBefore);
    const failuresOfReleases = async () => {
      const response = await fetch(`http://127.0.0.1:${apiPort}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [RELEASE_TOKEN_HEADER]: token },
        body: JSON.stringify({
          query:
            'query ($frontend: String!) { frontendReleases(frontend: $frontend) { version loadFailuresLastHour } }',
          variables: { frontend: 'cart' },
        }),
      });
      const { data } = (await response.json()) as {
        data?: { frontendReleases: { version: string; loadFailuresLastHour: number }[] };
      };
      return Object.fromEntries(
        (data?.frontendReleases ?? []).map((item) => [item.version, item.loadFailuresLastHour]),
      );
    };
    await expect.poll(async () => (await failuresOfReleases())[broken] ?? 0).toBeGreaterThan(0);
    expect((await failuresOfReleases())[b.version]).toBe(0);

    // An administrator sees it on «Модули» — the live release, who put it live, its failures in the last hour — and
    // rolls the cart back from there (the API's rollback, as the command's): new pages get B again, nothing restarts.
    await routeGoogleApi(context);
    const admin = await context.newPage();
    await signInWithGoogle(admin, ADMIN, 'Анна Администратор', site.url);
    await admin.goto(`${site.url}/dmn/modules/cart`);
    await expect(admin.getByRole('heading', { level: 1, name: /^Корзина/ })).toBeVisible();
    const facts = admin.locator('dl');
    await expect(facts).toContainText(broken);
    await expect(facts).toContainText('release token (release journey)');
    const brokenRow = admin.getByRole('table', { name: 'Выпуски' }).getByRole('row').filter({ hasText: broken });
    await expect(brokenRow.getByRole('cell').nth(4)).toHaveText(/^[1-9]\d*$/);
    await brokenRow.getByRole('button', { name: 'Откатить' }).click();
    await admin.getByRole('button', { name: 'Да, откатить' }).click();
    await expect(admin.getByRole('status')).toBeVisible();
    await expect(facts).toContainText(b.version);
    await expect.poll(configured).toBe(`${CART_ORIGIN}/releases/${b.version}/remoteEntry.js`);
    expect(processIds()).toEqual(startedAs);

    // The shell is released and deployed the same way (its footer says more): a new page is made from that
    // release — its page, every shell file under /releases/<version>/, its server render — by the same processes.
    const shell = await withChanged(FOOTER, FOOTER_A, FOOTER_B, async () => releaseOf('shell'));
    expect(deploy('shell', shell.version)).toBe(`shell ${shell.version} registered\nshell ${shell.version} is live\n`);
    // Asked again once when a kept-alive connection closes under the question (as browsers do).
    const rendered = (): Promise<string> =>
      fetch(`${site!.url}/smesiteli`)
        .catch(() => fetch(`${site!.url}/smesiteli`))
        .then((response) => response.text());
    await expect.poll(async () => (await rendered()).includes(FOOTER_B)).toBe(true);
    // Rendered on the server, its scripts come after the first screen, from the release's folder.
    expect(await rendered()).toContain(`"/releases/${shell.version}/main.`);
    const next = await context.newPage();
    const nextSeen = watch(next);
    const shellScripts: string[] = [];
    next.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(`${site!.url}/`) && url.endsWith('.js')) shellScripts.push(url);
    });
    await next.goto(`${site.url}/smesiteli`);
    await expect(next.getByText(FOOTER_B)).toBeVisible();
    const nextProducts = next.getByRole('list', { name: /^Товары: / });
    await nextProducts.getByRole('article').first().getByRole('link').first().click();
    await expect(next).toHaveURL(/\/product\/\d+$/);
    await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
    expect(shellScripts.length).toBeGreaterThan(0);
    expect(shellScripts.filter((url) => !url.startsWith(`${site!.url}/releases/${shell.version}/`))).toEqual([]);
    // The cart's live release is still the broken one: its failure is expected, nothing else.
    expect(nextSeen.problems.filter((problem) => !problem.includes('a broken release'))).toEqual([]);
    expect(processIds()).toEqual(startedAs);
  });
});
