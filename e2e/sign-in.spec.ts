import { expect, test, type Page } from '@playwright/test';
import { watchContentSecurity } from './support/content-security';
import { routeGoogleApi, signInWithGoogle } from './support/google-sign-in';

const userMenu = (page: Page) => page.getByRole('navigation', { name: 'Личный кабинет' });

test.beforeEach(async ({ context }) => {
  await routeGoogleApi(context);
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
  await expect(menu.getByRole('link')).toHaveCount(15);
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
