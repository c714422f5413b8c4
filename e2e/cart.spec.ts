import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support/console';
import { openPage } from './support/open-page';

interface ShopProduct {
  nid: number;
  name: string;
  price: number;
  priceWithAction: number | null;
  onSale: boolean;
}

const cartButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Корзина/ });

/** A seed product as the shop sells it now: the cart page re-checks prices, so a seeded cart must hold real ones. */
async function shopProduct(page: Page, nid: number): Promise<ShopProduct> {
  const answer = await page.request.post('/graphql', {
    data: {
      query: 'query getProduct($nid: Int!) { product(nid: $nid) { nid name price priceWithAction onSale } }',
      variables: { nid },
    },
  });
  const { product } = (await answer.json()).data as { product: ShopProduct | null };
  if (!product?.onSale) throw new Error(`Seed product ${nid} is not sold: pick another nid for this test`);
  return product;
}

/** What one unit costs the buyer: the sale price when it is lower. */
const pays = ({ price, priceWithAction }: ShopProduct) =>
  priceWithAction !== null && priceWithAction > 0 && priceWithAction < price ? priceWithAction : price;

/** Rubles as the page writes them, with plain spaces (Playwright compares normalised text). */
const rubles = (value: number) =>
  new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 })
    .format(value)
    .replace(/\u00a0/g, ' ');

const cartLine = ({ nid, name, price, priceWithAction }: ShopProduct, quantity = 1) => ({
  nid,
  name,
  price,
  priceWithAction,
  quantity,
});

/** Opens the site and puts a cart into localStorage as an earlier visit would have left it. */
async function seedCart(page: Page, items: unknown) {
  await page.goto('/contacts');
  await expect(cartButton(page)).toBeVisible();
  await page.evaluate((value) => localStorage.setItem('cartItems', JSON.stringify(value)), items);
}

test('one store: the cart page’s stepper changes the header badge, and reload keeps the cart', async ({ page }) => {
  const console = watchConsole(page);
  const mixer = await shopProduct(page, 101);
  await seedCart(page, [cartLine(mixer)]);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Проверяем цены…' })).toHaveCount(0);
  await expect(cartButton(page)).toHaveAccessibleName(`Корзина: 1 товар на ${rubles(pays(mixer))}`);

  await page.getByRole('button', { name: `Увеличить количество: ${mixer.name}` }).click();
  await expect(page.getByRole('spinbutton', { name: `Количество: ${mixer.name}` })).toHaveValue('2');
  await expect(cartButton(page)).toHaveAccessibleName(`Корзина: 2 товара на ${rubles(2 * pays(mixer))}`);

  await page.reload();
  await expect(page.getByRole('spinbutton', { name: `Количество: ${mixer.name}` })).toHaveValue('2');
  await expect(cartButton(page)).toHaveAccessibleName(`Корзина: 2 товара на ${rubles(2 * pays(mixer))}`);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? 'null'));
  expect(stored).toEqual([expect.objectContaining({ nid: mixer.nid, quantity: 2 })]);
  console.expectNoErrors();
});

test('the cart re-checks a stored price: a line saved at an old price says what changed', async ({ page }) => {
  const mixer = await shopProduct(page, 101);
  const old = pays(mixer) + 1000;
  await seedCart(page, [{ ...cartLine(mixer), price: old, priceWithAction: null }]);
  await page.goto('/cart');
  await expect(page.getByText(`Цена изменилась: было ${rubles(old)}, стало ${rubles(pays(mixer))}`)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName(`Корзина: 1 товар на ${rubles(pays(mixer))}`);
  await expect(page.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/cart/checkout');
});

test('removing a line leaves the others; the empty cart offers the catalogue', async ({ page }) => {
  const mixer = await shopProduct(page, 101);
  const shower = await shopProduct(page, 205);
  await seedCart(page, [cartLine(mixer), cartLine(shower)]);
  await page.goto('/cart');
  await page.getByRole('button', { name: `Удалить из корзины: ${mixer.name}` }).click();
  await expect(page.getByRole('link', { name: shower.name })).toBeVisible();
  await expect(page.getByRole('link', { name: mixer.name })).toHaveCount(0);
  await expect(cartButton(page)).toHaveAccessibleName(`Корзина: 1 товар на ${rubles(pays(shower))}`);
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
  const mixer = await shopProduct(first, 101);
  await seedCart(first, [cartLine(mixer)]);
  await first.goto('/cart');
  await expect(first.getByRole('status').filter({ hasText: 'Проверяем цены…' })).toHaveCount(0);
  const second = await context.newPage();
  await second.goto('/contacts');
  await expect(cartButton(second)).toHaveAccessibleName(`Корзина: 1 товар на ${rubles(pays(mixer))}`);
  await first.getByRole('button', { name: `Увеличить количество: ${mixer.name}` }).click();
  await expect(cartButton(second)).toHaveAccessibleName(`Корзина: 2 товара на ${rubles(2 * pays(mixer))}`);
});

test('one store across remotes: «В корзину» on the catalogue’s product card fills the cart remote’s badge', async ({
  page,
}) => {
  const console = watchConsole(page);
  const answer = await page.request.post('/graphql', {
    data: {
      query: 'query getProduct($nid: Int!) { product(nid: $nid) { name price priceWithAction } }',
      variables: { nid: 1 },
    },
  });
  const { product } = (await answer.json()).data as {
    product: { name: string; price: number; priceWithAction: number | null };
  };
  const paysForOne = rubles(product.priceWithAction ?? product.price);
  await openPage(page, '/product/1');
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Корзина пуста');
  await page.getByRole('button', { name: `В корзину: ${product.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Добавлено в корзину' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName(`Корзина: 1 товар на ${paysForOne}`);
  await page.getByRole('button', { name: `В корзину: ${product.name}` }).click();
  await expect(cartButton(page)).toHaveAccessibleName(/^Корзина: 2 товара на /);
  await cartButton(page).click();
  await expect(page.getByRole('spinbutton', { name: `Количество: ${product.name}` })).toHaveValue('2');
  console.expectNoErrors();
});
