import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console';
import { watchContentSecurity } from './support/content-security';
import { openPage } from './support/open-page';

test.describe('every root route renders inside the shop', () => {
  const pages: { path: string; heading: string | RegExp; underDevelopment?: boolean }[] = [
    { path: '/', heading: 'Сантехника для ванной и кухни' },
    { path: '/auth', heading: 'Вход' },
    { path: '/cart', heading: 'Корзина пуста' },
    { path: '/contacts', heading: 'Контакты' },
    { path: '/company', heading: 'О компании' },
    { path: '/return', heading: 'Возврат товара', underDevelopment: true },
    { path: '/guarantee', heading: 'Гарантия', underDevelopment: true },
    { path: '/payment', heading: 'Оплата', underDevelopment: true },
    { path: '/delivery', heading: 'Доставка', underDevelopment: true },
    { path: '/smesiteli', heading: 'Смесители' },
    { path: '/smesiteli/dlya-rakovini?page=2&color=hrom', heading: 'Смесители для раковины' },
    { path: '/search?q=смеситель', heading: 'Поиск: «смеситель»' },
    { path: '/unitazi', heading: 'Унитазы' },
    { path: '/no-such-category', heading: 'Страница не найдена' },
    { path: '/contacts/extra', heading: 'Страница не найдена' },
    { path: '/product/abc', heading: 'Страница не найдена' },
  ];

  for (const { path, heading, underDevelopment } of pages) {
    test(`${path} shows «${heading}» with the header and footer, under the CSP`, async ({ page }) => {
      // A not-found page comes with its status, 404, which the browser reports in the console.
      const notFound = heading === 'Страница не найдена';
      const console = watchConsole(page, { allow: notFound ? [/the server responded with a status of 404/] : [] });
      const contentSecurity = await watchContentSecurity(page);
      expect((await page.goto(path))?.status()).toBe(notFound ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /^Сантехника/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Корзина/ })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Вашутинское шоссе');
      if (underDevelopment) await expect(page.getByRole('note')).toContainText('Страница в разработке');
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
      console.expectNoErrors();
      await contentSecurity.expectNoViolations();
    });
  }

  test('a catalogue path with filter segments shows exactly that filtered list', async ({ page }) => {
    await page.goto('/smesiteli/dlya-rakovini/grohe?color=hrom');
    const applied = page.getByRole('group', { name: 'Выбранные фильтры' });
    await expect(applied.getByRole('link', { name: 'Убрать фильтр Бренд: Grohe' })).toBeVisible();
    await expect(applied.getByRole('link', { name: 'Убрать фильтр Цвет: Хром' })).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Товары: Смесители для раковины' }).getByRole('article');
    await expect(tiles.first()).toBeVisible();
    for (const tile of await tiles.all()) {
      await expect(tile).toContainText('Бренд: Grohe');
      await expect(tile).toContainText('Цвет: Хром');
    }
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toContainText('Смесители');
  });

  test('the static pages state the shop’s facts (requirements §2)', async ({ page }) => {
    await page.goto('/delivery');
    await expect(page.getByRole('main')).toContainText('бесплатно при заказе от 20 000 ₽');
    await expect(page.getByRole('main')).toContainText('700 ₽');
    await expect(page.getByRole('main')).toContainText('40 ₽ за каждый километр');
    await page.goto('/return');
    await expect(page.getByRole('main')).toContainText('в течение 2 недель');
    await page.goto('/company');
    await expect(page.getByRole('main')).toContainText('2002');
    await expect(page.getByRole('main')).toContainText('2005');
    await expect(page.getByRole('main')).toContainText('2008');
  });

  test('links move between pages without reloading the shell', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => Object.assign(window, { shellMarker: true }));
    await page.getByRole('link', { name: /^Смесители \d+ товар/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Смесители' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Контакты' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Смесители' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shellMarker?: boolean }).shellMarker)).toBe(true);
  });
});

test('/dmn refuses an anonymous visitor without fetching the back-office remote', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/dmn/buyer-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Раздел только для сотрудников' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Войти' })).toHaveAttribute(
    'href',
    '/auth?next=%2Fdmn',
  );
  expect(requested.filter((url) => url.includes(':8084/'))).toEqual([]);
});

test('a page fetches only the remote entries it needs', async ({ page }) => {
  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) entries.push(new URL(request.url()).port);
  });
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Корзина/ })).toBeVisible();
  // The header needs the cart and auth remotes; a static page needs neither catalogue nor back-office.
  expect(entries.sort()).toEqual(['8082', '8083']);
});

test('an unknown product shows not-found, not a broken page', async ({ page }) => {
  await page.goto('/product/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
});
