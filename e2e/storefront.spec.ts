import { expect, test, type Page } from '@playwright/test';
import { PAGE_READY_ATTRIBUTE } from '@shop/shared/page-data';
import { seriousViolations } from './support/axe';
import { watchConsole } from './support/console';
import { openPage } from './support/open-page';

const cartButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Корзина/ });
const productList = (page: Page) => page.getByRole('list', { name: /^(Товары|Результаты поиска): / });
const totalOf = async (page: Page) =>
  Number((await page.getByRole('heading', { level: 1 }).locator('xpath=..').innerText()).match(/(\d+) товар/)?.[1]);

test('a shopper filters a category, pages on, opens a product and puts it in the cart', async ({ page }) => {
  const console = watchConsole(page);
  await openPage(page, '/smesiteli');
  await expect(page.getByRole('heading', { level: 1, name: 'Смесители' })).toBeVisible();
  const allCount = await totalOf(page);
  const country = page.getByRole('group', { name: 'Страна производства' });
  const germanyBefore = await country
    .getByText(/Германия/)
    .locator('xpath=..')
    .innerText();

  await page.getByRole('group', { name: 'Бренд' }).getByRole('checkbox', { name: /Grohe/ }).click();
  await expect(page).toHaveURL(/\/smesiteli\/grohe$/);
  await expect(page.getByRole('group', { name: 'Бренд' }).getByRole('checkbox', { name: /Grohe/ })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Убрать фильтр Бренд: Grohe' })).toBeVisible();
  const groheCount = await totalOf(page);
  expect(groheCount).toBeLessThan(allCount);
  await expect(country.getByText(/Германия/).locator('xpath=..')).not.toHaveText(germanyBefore);

  const firstOnPageOne = await productList(page).getByRole('heading', { level: 3 }).first().innerText();
  await page.getByRole('navigation', { name: 'Страницы каталога' }).getByRole('link', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/\/smesiteli\/grohe\?page=2$/);
  await expect(page.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  await expect(productList(page).getByRole('heading', { level: 3 }).first()).not.toHaveText(firstOnPageOne);
  const tiles = productList(page).getByRole('article');
  expect(await tiles.count()).toBe(Math.min(18, groheCount - 18));

  const name = await productList(page).getByRole('heading', { level: 3 }).first().innerText();
  await productList(page).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: `Увеличить количество: ${name}` }).click();
  await page.getByRole('button', { name: `В корзину: ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Добавлено в корзину' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName(/^Корзина: 2 товара на /);
  console.expectNoErrors();
});

test('an unknown filter segment and an unknown category show not-found', async ({ page }) => {
  for (const path of ['/smesiteli/nope', '/nope', '/smesiteli?color=nope']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  }
});

test('back and forward restore the filters and the page', async ({ page }) => {
  await openPage(page, '/dush');
  await page
    .getByRole('group', { name: 'Бренд' })
    .getByRole('checkbox', { name: /Hansgrohe/ })
    .click();
  await expect(page).toHaveURL(/\/dush\/hansgrohe$/);
  await page.getByRole('link', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dush\/hansgrohe$/);
  await expect(page.getByRole('checkbox', { name: /Hansgrohe/ })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/\/dush$/);
  await expect(page.getByRole('checkbox', { name: /Hansgrohe/ })).not.toBeChecked();
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('checkbox', { name: /Hansgrohe/ })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
});

test('a new page opens at its top, and Back returns the shopper to where they were in the list', async ({ page }) => {
  await openPage(page, '/smesiteli/dlya-rakovini');
  const tile = productList(page).getByRole('article').nth(11);
  await tile.scrollIntoViewIfNeeded();
  const listScroll = await page.evaluate(() => window.scrollY);
  expect(listScroll).toBeGreaterThan(1000);
  const name = await tile.getByRole('heading', { level: 3 }).innerText();
  await tile.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(productList(page).getByRole('heading', { level: 3, name })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listScroll);
  // A reload keeps the place too (the browser's own restoration is off while the shop's runs).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute(PAGE_READY_ATTRIBUTE, '');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listScroll);
});

test('two filters ticked one after the other keep both, even while the first one’s counts are loading', async ({
  page,
}) => {
  await openPage(page, '/smesiteli');
  // Slow counts: the second box is ticked while the first one's are on their way.
  await page.route('**/graphql', async (route) => {
    if ((route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'filterCountAll') {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
    await route.fallback();
  });
  const brand = page.getByRole('group', { name: 'Бренд' });
  const country = page.getByRole('group', { name: 'Страна производства' });
  await brand.getByRole('checkbox', { name: /Grohe/ }).click();
  await expect(page).toHaveURL(/\/smesiteli\/grohe$/);
  await country.getByRole('checkbox', { name: /Германия/ }).click();
  await expect(country.getByRole('checkbox', { name: /Германия/ })).toBeChecked();
  // The second address is computed in the browser from what is shown: it does not wait for the first one's counts.
  await expect(page).toHaveURL(/\/smesiteli\/grohe.*germaniya/);
  await expect(brand.getByRole('checkbox', { name: /Grohe/ })).toBeChecked();
  await expect(country.getByRole('checkbox', { name: /Германия/ })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Убрать фильтр Бренд: Grohe' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Убрать фильтр Страна производства: Германия' })).toBeVisible();
});

test('a price range and the sort are part of the address', async ({ page }) => {
  await openPage(page, '/vanni');
  await page.getByRole('textbox', { name: 'Цена: от' }).fill('20000');
  await page.getByRole('textbox', { name: 'Цена: до' }).fill('10000');
  await page.getByRole('button', { name: 'Применить' }).first().click();
  await expect(page.getByRole('alert')).toHaveText('«От» не может быть больше «до»');
  await page.getByRole('textbox', { name: 'Цена: до' }).fill('60000');
  await page.getByRole('button', { name: 'Применить' }).first().click();
  await expect(page).toHaveURL(/\/vanni\?price=20000-60000$/);
  await page.getByLabel('Сортировка:').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.getByRole('region', { name: 'Список товаров' })).toHaveAttribute('aria-busy', 'false');
  const prices = await productList(page).locator('p').filter({ hasText: '₽' }).allInnerTexts();
  const paid = prices.map((text) => Number(text.split('₽')[0]?.replace(/\D/g, '')));
  expect(paid.length).toBeGreaterThan(1);
  expect(paid).toEqual([...paid].sort((a, b) => a - b));
  expect(paid.every((price) => price >= 20000 && price <= 60000)).toBe(true);
});

test('search finds products by a Russian word form and corrects a typo', async ({ page }) => {
  await page.goto('/contacts');
  await page.getByRole('searchbox', { name: 'Поиск по каталогу' }).fill('смесители для раковины');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Поиск: «смесители для раковины»' })).toBeVisible();
  await expect(productList(page).getByRole('heading', { level: 3 }).first()).toContainText('Смеситель для раковины');
  await page.getByRole('searchbox', { name: 'Поиск по каталогу' }).fill('смиситель');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Показаны результаты по запросу «смеситель»')).toBeVisible();
  await page.goto('/search?q=qwertyzxcv');
  await expect(page.getByRole('heading', { name: 'Ничего не нашлось' })).toBeVisible();
});

test('a catalogue page arrives with its first data in the HTML and asks the API for nothing more at first', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') {
      sent.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
    }
  });
  const address = '/smesiteli/dlya-rakovini?page=2';
  const carried = (html: string) => {
    const island = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    return (JSON.parse(island ?? '{"entries":[]}') as { entries: { operation?: string }[] }).entries.map(
      (entry) => entry.operation,
    );
  };
  // The server waits at most 1 s for the data: a cold API (a fresh start, or a catalogue
  // change by another journey just now) may answer later, and the page then asks itself. So the
  // page is opened until its HTML carries all three answers; that load must ask for nothing more.
  await expect
    .poll(
      async () => {
        sent.length = 0;
        const response = await page.goto(address);
        return carried((await response?.text()) ?? '');
      },
      { timeout: 30_000 },
    )
    .toEqual(['getCategory', 'getProducts', 'filterCountAll']);
  await expect(productList(page).getByRole('listitem')).toHaveCount(18);
  await page.waitForLoadState('networkidle');
  expect(sent.filter((operation) => ['getCategory', 'getProducts', 'filterCountAll'].includes(operation))).toEqual([]);
});

test('the storefront never loads getCategories or getOptions; getProducts only on catalogue paths', async ({
  page,
}) => {
  const operations: { path: string; operation: string }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string };
    operations.push({ path: new URL(page.url()).pathname, operation: body.operationName ?? '' });
  });
  // The shell's server answers a page's first queries inside its HTML: they count as loaded too.
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'document') return;
    const island = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(await response.text())?.[1];
    const entries = island ? (JSON.parse(island) as { entries: { operation?: string }[] }).entries : [];
    const path = new URL(response.url()).pathname;
    for (const entry of entries) operations.push({ path, operation: entry.operation ?? '' });
  });
  for (const path of ['/', '/smesiteli/dlya-rakovini', '/product/1', '/search?q=ванна', '/contacts', '/cart']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const seen = (operation: string) =>
    operations.filter((item) => item.operation === operation).map((item) => item.path);
  expect(seen('getCategories')).toEqual([]);
  expect(seen('getOptions')).toEqual([]);
  expect(new Set(seen('getProducts'))).toEqual(new Set(['/smesiteli/dlya-rakovini']));
  expect(new Set(seen('filterCountAll'))).toEqual(new Set(['/smesiteli/dlya-rakovini']));
});

for (const path of ['/', '/smesiteli/dlya-rakovini', '/product/1', '/search?q=унитаз']) {
  test(`axe-core finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
