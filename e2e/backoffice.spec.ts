import { expect, test } from '@playwright/test';
import { watchContentSecurity } from './support/content-security';
import { routeGoogleApi, signInWithGoogle } from './support/google-sign-in';
import { placePickupOrder } from './support/pickup-order';

const rubles = (value: number) =>
  new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(value);

test.beforeEach(async ({ context }) => {
  await routeGoogleApi(context);
});

test('an administrator changes a product’s price in /dmn/products and the storefront shows the new price', async ({
  page,
}) => {
  // A product at its regular price (no sale price to hide the change), among the dearest so the
  // cheap goods other journeys buy stay as they are.
  const answer = await page.request.post('/graphql', {
    data: {
      query:
        '{ products(filter: { inStock: true }, sort: [{ field: PRICE, direction: DESC }], limit: 30) { nid name price priceWithAction } }',
    },
  });
  const products = (await answer.json()).data.products as {
    nid: number;
    name: string;
    price: number;
    priceWithAction: number | null;
  }[];
  const product = products.find((candidate) => candidate.priceWithAction === null);
  if (!product) throw new Error('no product at its regular price');
  const newPrice = product.price + 100;

  await signInWithGoogle(page, 'admin@shop.test', 'Анна Администратор');
  await page.goto(`/dmn/products/${product.nid}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByLabel('Цена, ₽').fill(String(newPrice));
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status')).toContainText('Изменения сохранены');

  await page.goto(`/product/${product.nid}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('main').getByText(rubles(newPrice)).first()).toBeVisible();
});

test('a signed-in buyer’s order appears in buyer-orders without a reload; staff confirm it and the buyer sees it in «Мои заказы»', async ({
  browser,
}) => {
  const buyerEmail = `orders-buyer-${Date.now()}@shop.test`;
  const [staffContext, buyerContext] = await Promise.all([browser.newContext(), browser.newContext()]);
  await Promise.all([routeGoogleApi(staffContext), routeGoogleApi(buyerContext)]);
  const staff = await staffContext.newPage();
  const buyer = await buyerContext.newPage();
  // Sign-in, the live list (a WebSocket), an order's screen and checkout, all under the CSP.
  const [staffSecurity, buyerSecurity] = await Promise.all([watchContentSecurity(staff), watchContentSecurity(buyer)]);

  // The administrator opens buyer orders and keeps the list open.
  await signInWithGoogle(staff, 'admin@shop.test', 'Анна Администратор');
  await staff.goto('/dmn/buyer-orders');
  // The list may be empty (a fresh database): its heading says it has loaded.
  await expect(staff.getByRole('heading', { level: 1, name: 'Заказы покупателей' })).toBeVisible();
  await expect(staff.getByText(/^Всего: \d+/)).toBeVisible();
  const orders = staff.getByRole('table', { name: 'Заказы покупателей' });

  // A buyer signs in, puts a product into the cart from its card and orders it for pickup.
  await signInWithGoogle(buyer, buyerEmail, 'Ирина Покупатель');
  const { number } = await placePickupOrder(buyer, {
    name: 'Ирина Покупатель',
    phone: '8 (926) 765-43-21',
    email: buyerEmail,
  });

  // The staff list shows it at the top, never reloaded.
  const row = orders.getByRole('row').filter({ hasText: `№ ${number}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Ирина Покупатель');
  await expect(row).toContainText('Новый');

  // Staff confirm it; the buyer sees the new status in «Мои заказы».
  await row.getByRole('link', { name: `№ ${number}` }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Заказ № ${number}` })).toBeVisible();
  await staff.getByRole('group', { name: 'Изменить статус' }).getByRole('button', { name: 'Подтвердить' }).click();
  await expect(staff.getByRole('list', { name: 'История статусов' })).toContainText('Анна Администратор');

  await buyer.goto('/cart/orders');
  const mine = buyer
    .getByRole('listitem')
    .filter({ has: buyer.getByRole('heading', { name: new RegExp(`Заказ № ${number} от`) }) });
  await expect(mine).toContainText('Подтверждён');
  await staffSecurity.expectNoViolations();
  await buyerSecurity.expectNoViolations();
  await Promise.all([staffContext.close(), buyerContext.close()]);
});
