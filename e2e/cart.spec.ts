import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support/console';

const mixer = { nid: 101, name: 'Смеситель для раковины Grohe Eurosmart', price: 8900, priceWithAction: 7990, quantity: 1 };
const shower = { nid: 205, name: 'Душевая стойка Hansgrohe Crometta', price: 21500, quantity: 1 };

const cartButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Корзина/ });

/** Opens the site and puts a cart into localStorage as an earlier visit would have left it. */
async function seedCart(page: Page, items: unknown) {
  await page.goto('/contacts');
  await expect(cartButton(page)).toBeVisible();
  await page.evaluate((value) => localStorage.setItem('cartItems', JSON.stringify(value)), items);
}

test('one store: the cart page’s stepper changes the header badge, and reload keeps the cart', async ({ page }) => {
  const console = watchConsole(page);
  await seedCart(page, [mixer]);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Корзина: 1 товар на 7 990 ₽');

  await page.getByRole('button', { name: `Увеличить количество: ${mixer.name}` }).click();
  await expect(page.getByRole('spinbutton', { name: `Количество: ${mixer.name}` })).toHaveValue('2');
  await expect(cartButton(page)).toHaveAccessibleName('Корзина: 2 товара на 15 980 ₽');

  await page.reload();
  await expect(page.getByRole('spinbutton', { name: `Количество: ${mixer.name}` })).toHaveValue('2');
  await expect(cartButton(page)).toHaveAccessibleName('Корзина: 2 товара на 15 980 ₽');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? 'null'));
  expect(stored).toEqual([expect.objectContaining({ nid: 101, quantity: 2 })]);
  console.expectNoErrors();
});

test('removing a line leaves the others; the empty cart offers the catalogue', async ({ page }) => {
  await seedCart(page, [mixer, shower]);
  await page.goto('/cart');
  await page.getByRole('button', { name: `Удалить из корзины: ${mixer.name}` }).click();
  await expect(page.getByRole('link', { name: shower.name })).toBeVisible();
  await expect(page.getByRole('link', { name: mixer.name })).toHaveCount(0);
  await expect(cartButton(page)).toHaveAccessibleName('Корзина: 1 товар на 21 500 ₽');
  await page.getByRole('button', { name: `Удалить из корзины: ${shower.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина пуста' })).toBeVisible();
  await page.getByRole('link', { name: 'Перейти в каталог' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Сантехника для ванной и кухни' })).toBeVisible();
});

test('a corrupt stored cart gives an empty cart, not a broken site', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/contacts');
  await page.evaluate(() => localStorage.setItem('cartItems', '{"broken": [1,'));
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина пуста' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Корзина пуста');
  console.expectNoErrors();
});

test('two tabs share the cart', async ({ context }) => {
  const first = await context.newPage();
  await seedCart(first, [mixer]);
  await first.goto('/cart');
  const second = await context.newPage();
  await second.goto('/contacts');
  await expect(cartButton(second)).toHaveAccessibleName('Корзина: 1 товар на 7 990 ₽');
  await first.getByRole('button', { name: `Увеличить количество: ${mixer.name}` }).click();
  await expect(cartButton(second)).toHaveAccessibleName('Корзина: 2 товара на 15 980 ₽');
});

test('one store across remotes: «В корзину» on the catalogue’s product card fills the cart remote’s badge', async ({ page }) => {
  const console = watchConsole(page);
  const answer = await page.request.post('/graphql', {
    data: { query: 'query getProduct($nid: Int!) { product(nid: $nid) { name price priceWithAction } }', variables: { nid: 1 } },
  });
  const { product } = (await answer.json()).data as { product: { name: string; price: number; priceWithAction: number | null } };
  const pays = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 })
    .format(product.priceWithAction ?? product.price)
    .replace(/\u00a0/g, ' ');
  await page.goto('/product/1');
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Корзина пуста');
  await page.getByRole('button', { name: `В корзину: ${product.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Добавлено в корзину' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName(`Корзина: 1 товар на ${pays}`);
  await page.getByRole('button', { name: `В корзину: ${product.name}` }).click();
  await expect(cartButton(page)).toHaveAccessibleName(/^Корзина: 2 товара на /);
  await cartButton(page).click();
  await expect(page.getByRole('spinbutton', { name: `Количество: ${product.name}` })).toHaveValue('2');
  console.expectNoErrors();
});
