import { expect, test, type Page } from '@playwright/test';
import { watchContentSecurity } from './support/content-security';
import { routeGoogleApi, signInWithGoogle } from './support/google-sign-in';

const userMenu = (page: Page) => page.getByRole('navigation', { name: 'Личный кабинет' });

test.beforeEach(async ({ context }) => {
  await routeGoogleApi(context);
});

/** What the Firebase SDK (or sign-in) would fetch: its chunk, Google's and Firebase's hosts, the Auth emulator. */
function watchFirebase(page: Page): { fetched: string[] } {
  const fetched: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (/identitytoolkit|securetoken|apis\.google\.com|:9099\//.test(url)) fetched.push(url);
    else if (response.request().resourceType() === 'script') {
      // The SDK's chunk names the sign-in service it talks to; nothing else the shop ships does.
      const body = await response.body().catch(() => Buffer.from(''));
      if (body.includes('identitytoolkit.googleapis.com')) fetched.push(url);
    }
  });
  return { fetched };
}

test('an anonymous visit to home, a category, a product and the cart fetches nothing of Firebase', async ({ page }) => {
  const firebase = watchFirebase(page);
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Войти' })).toBeVisible();
  await page.getByRole('link', { name: /^Смесители \d/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Смесители' })).toBeVisible();
  const card = page
    .getByRole('list', { name: /^Товары: / })
    .getByRole('article')
    .first();
  const name = await card.getByRole('heading', { level: 3 }).innerText();
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `В корзину: ${name}`, exact: true }).click();
  const cartLink = banner.getByRole('link', { name: /^Корзина/ });
  await expect(cartLink).toHaveAccessibleName(/^Корзина: 1 товар на /);
  await cartLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Войти' })).toBeVisible();
  // The page has loaded and settled: the runtime had every chance to open a session.
  await page.waitForLoadState('networkidle');
  expect(firebase.fetched).toEqual([]);
  // Asking the browser whether a session is stored created nothing in it.
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))).toEqual([]);
});

test('a returning signed-in buyer is recognised on any page, and after sign-out the SDK is no longer loaded', async ({
  page,
  context,
}) => {
  const email = `returning-${Date.now()}@shop.test`;
  await signInWithGoogle(page, email, 'Ирина Постоянная');
  // A new visit in the same browser, straight to a catalogue page.
  const again = await context.newPage();
  await again.goto('/smesiteli');
  await expect(userMenu(again).locator(`a[title="${email}"]`)).toBeVisible();
  await userMenu(again).getByRole('button', { name: 'Выйти' }).click();
  await expect(again.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
  const firebase = watchFirebase(again);
  await again.goto('/smesiteli');
  await expect(again.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
  await again.waitForLoadState('networkidle');
  expect(firebase.fetched).toEqual([]);
});

test('a buyer signs in with the Google popup, gets a user document without roles, is refused /dmn and signs out', async ({
  page,
}) => {
  const email = `buyer-${Date.now()}@shop.test`;
  // The popup, Firebase's helper iframe and the emulator run under the shop's CSP.
  const contentSecurity = await watchContentSecurity(page);
  await signInWithGoogle(page, email, 'Ольга Покупатель');
  await expect(userMenu(page).getByRole('link', { name: 'Мои заказы' })).toBeVisible();
  await expect(userMenu(page).getByRole('link', { name: 'Управление' })).toHaveCount(0);
  // The user document was created from the verified token: the API knows them, with no roles.
  const token = await page.evaluate(async () => {
    const request = indexedDB.open('firebaseLocalStorageDb');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows = await new Promise<{ value: { stsTokenManager: { accessToken: string } } }[]>((resolve) => {
      const all = database.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
      all.onsuccess = () => resolve(all.result as never);
    });
    return rows[0]?.value.stsTokenManager.accessToken ?? '';
  });
  const me = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ me { email displayName isAdmin isSeller isPurchaser isContent isDriver } }' },
  });
  expect((await me.json()).data.me).toEqual({
    email,
    displayName: 'Ольга Покупатель',
    isAdmin: false,
    isSeller: false,
    isPurchaser: false,
    isContent: false,
    isDriver: false,
  });
  await page.goto('/dmn');
  await expect(page.getByRole('heading', { name: 'Раздел только для сотрудников' })).toBeVisible();
  await userMenu(page).getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
  await expect(userMenu(page)).toHaveCount(0);
  await contentSecurity.expectNoViolations();
});

test('an administrator from SHOP_ADMIN_EMAILS signs in and opens every back-office section', async ({ page }) => {
  const contentSecurity = await watchContentSecurity(page);
  await signInWithGoogle(page, 'admin@shop.test', 'Анна Администратор');
  await userMenu(page).getByRole('link', { name: 'Управление' }).click();
  await expect(page).toHaveURL(/\/dmn$/);
  const menu = page.getByRole('navigation', { name: 'Разделы управления' });
  await expect(menu.getByRole('link')).toHaveCount(16);
  await menu.getByRole('link', { name: 'Пользователи' }).click();
  await expect(page).toHaveURL(/\/dmn\/users$/);
  await expect(page.getByRole('search', { name: 'Поиск пользователей' })).toBeVisible();
  // A third screen opened as a document of its own: the back-office loads under the CSP from the start.
  await page.goto('/dmn/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Товары' })).toBeVisible();
  await contentSecurity.expectNoViolations();
});

test('an administrator makes a buyer a seller in /dmn/users; the seller then sees buyer orders but not supplier orders', async ({
  browser,
}) => {
  const email = `seller-${Date.now()}@shop.test`;
  const sellerContext = await browser.newContext();
  const adminContext = await browser.newContext();
  await Promise.all([routeGoogleApi(sellerContext), routeGoogleApi(adminContext)]);
  const seller = await sellerContext.newPage();
  const admin = await adminContext.newPage();

  await signInWithGoogle(seller, email, 'Пётр Продавец');
  await expect(userMenu(seller).getByRole('link', { name: 'Управление' })).toHaveCount(0);

  await signInWithGoogle(admin, 'admin@shop.test', 'Анна Администратор');
  await admin.goto('/dmn/users');
  await admin.getByRole('searchbox', { name: 'Имя или e-mail' }).fill(email);
  await admin.getByRole('search', { name: 'Поиск пользователей' }).getByRole('button', { name: 'Найти' }).click();
  await admin.getByRole('link', { name: 'Пётр Продавец' }).click();
  await admin.getByRole('checkbox', { name: 'Продавец' }).check();
  await admin.getByRole('button', { name: 'Сохранить роли' }).click();
  await expect(admin.getByRole('status')).toHaveText('Роли сохранены.');

  // The seller's roles are read again at the next sign-in report (here: the next page load).
  await seller.reload();
  await userMenu(seller).getByRole('link', { name: 'Управление' }).click();
  const menu = seller.getByRole('navigation', { name: 'Разделы управления' });
  await expect(menu.getByRole('link', { name: 'Заказы покупателей' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Заказы поставщикам' })).toHaveCount(0);
  await seller.goto('/dmn/supplier-orders');
  await expect(seller.getByRole('heading', { name: 'Нет доступа к разделу «Заказы поставщикам»' })).toBeVisible();
  await Promise.all([sellerContext.close(), adminContext.close()]);
});
