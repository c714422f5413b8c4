import { expect, test, type Page, type Request } from '@playwright/test';
import { watchConsole } from './support/console';
import { watchContentSecurity } from './support/content-security';
import { openPage } from './support/open-page';

interface ShopProduct {
  nid: number;
  name: string;
  price: number;
  priceWithAction: number | null;
}

const cartButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Корзина/ });
const summary = (page: Page) => page.getByRole('region', { name: 'Ваш заказ' });
const deliveryCost = (page: Page) =>
  summary(page)
    .locator('dl > div')
    .filter({ has: page.getByText('Доставка', { exact: true }) })
    .locator('dd');
const quantity = (page: Page, product: ShopProduct) =>
  page.getByRole('spinbutton', { name: `Количество: ${product.name}` });

/** What one unit costs the buyer: the sale price when it is lower. */
const pays = ({ price, priceWithAction }: ShopProduct) =>
  priceWithAction !== null && priceWithAction > 0 && priceWithAction < price ? priceWithAction : price;

/** The cheapest products the shop sells now, so that a few of them stay under the free-delivery sum. */
async function cheapProducts(page: Page, count: number): Promise<ShopProduct[]> {
  const answer = await page.request.post('/graphql', {
    data: {
      query:
        'query cheap($limit: Int) { products(filter: { inStock: true }, sort: [{ field: PRICE, direction: ASC }], limit: $limit) { nid name price priceWithAction onSale } }',
      variables: { limit: count },
    },
  });
  const { products } = (await answer.json()).data as { products: (ShopProduct & { onSale: boolean })[] };
  expect(products.every((product) => product.onSale)).toBe(true);
  return products;
}

async function addFromCard(page: Page, product: ShopProduct, times: number) {
  await openPage(page, `/product/${product.nid}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  for (let click = 0; click < times; click += 1) {
    await page.getByRole('button', { name: `В корзину: ${product.name}` }).click();
  }
}

async function fillContacts(page: Page) {
  await page.getByLabel('Имя').fill('Иван Петров');
  await page.getByLabel('Телефон').fill('8 (926) 123-45-67');
  await page.getByLabel('Электронная почта').fill('ivan.petrov@example.ru');
  await page.getByRole('radio', { name: /Доставка в пределах МКАД/ }).check();
  await page.getByLabel('Адрес доставки').fill('Москва, ул. Профсоюзная, д. 10, кв. 5');
  await page.getByRole('radio', { name: /Наличными при получении/ }).check();
}

/** The createBuyerOrder requests the page sends, as they left the browser. */
function watchOrders(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (
      request.url().endsWith('/graphql') &&
      request.method() === 'POST' &&
      request.postDataJSON()?.operationName === 'createBuyerOrder'
    ) {
      sent.push(request);
    }
  });
  return sent;
}

test('two products into the cart, delivery inside the ring road under and over 20 000 ₽, a real order', async ({
  page,
}) => {
  const console = watchConsole(page);
  const contentSecurity = await watchContentSecurity(page);
  const [first, second] = (await cheapProducts(page, 2)) as [ShopProduct, ShopProduct];
  expect(2 * pays(first) + pays(second)).toBeLessThan(20_000);
  const orders = watchOrders(page);

  await addFromCard(page, first, 2);
  await addFromCard(page, second, 1);
  await cartButton(page).click();
  await expect(quantity(page, first)).toHaveValue('2');
  await expect(quantity(page, second)).toHaveValue('1');
  await page.reload();
  await expect(quantity(page, first)).toHaveValue('2');
  await expect(quantity(page, second)).toHaveValue('1');

  await page.getByRole('link', { name: 'Оформить заказ' }).first().click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await fillContacts(page);
  await expect(deliveryCost(page)).toHaveText('700 ₽');

  // Over 20 000 ₽ the same delivery is free; what was typed survives the trip to the cart and back.
  const needed = Math.ceil((20_000 - pays(second)) / pays(first));
  await page.goto('/cart');
  await quantity(page, first).fill(String(needed));
  await quantity(page, first).press('Tab');
  await page.getByRole('link', { name: 'Оформить заказ' }).first().click();
  await expect(page.getByLabel('Имя')).toHaveValue('Иван Петров');
  await expect(deliveryCost(page)).toHaveText('бесплатно');

  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Заказ № \d+ оформлен$/ });
  await expect(heading).toBeVisible();
  const number = /№ (\d+)/.exec(await heading.innerText())?.[1];
  await expect(cartButton(page)).toHaveAccessibleName('Корзина пуста');
  expect(orders).toHaveLength(1);

  // The order is stored: sending the same request again returns it from the database, not a new one.
  const replay = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: orders[0]?.postDataJSON(),
  });
  const stored = (await replay.json()).data.createBuyerOrder as {
    number: string;
    status: string;
    deliveryCost: number;
    goodsTotal: number;
    phone: string;
    lines: { nid: number; quantity: number }[];
  };
  expect(stored).toMatchObject({
    number,
    status: 'NEW',
    deliveryCost: 0,
    goodsTotal: needed * pays(first) + pays(second),
    phone: '+79261234567',
  });
  expect(stored.lines.map(({ nid, quantity: units }) => [nid, units])).toEqual([
    [first.nid, needed],
    [second.nid, 1],
  ]);
  console.expectNoErrors();
  await contentSecurity.expectNoViolations();
});

test('a submit that fails (the API is down) keeps the cart and the form; the retry makes one order', async ({
  page,
}) => {
  const [product] = (await cheapProducts(page, 1)) as [ShopProduct];
  await addFromCard(page, product, 1);
  const orders = watchOrders(page);
  await page.goto('/cart/checkout');
  await fillContacts(page);
  await page.getByLabel('Комментарий к заказу').fill('Позвоните за час');

  // What the shell's proxy answers while the API is stopped.
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName !== 'createBuyerOrder') return route.fallback();
    await route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ message: 'Сервер магазина недоступен' }] }),
    });
  });
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Не удалось оформить заказ' })).toBeVisible();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.getByLabel('Комментарий к заказу')).toHaveValue('Позвоните за час');
  await expect(cartButton(page)).toHaveAccessibleName(/^Корзина: 1 товар на /);

  await page.reload();
  await expect(page.getByLabel('Телефон')).toHaveValue(/926/);
  await expect(page.getByLabel('Комментарий к заказу')).toHaveValue('Позвоните за час');

  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Заказ № \d+ оформлен$/ })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Корзина пуста');
  // Both attempts carried one idempotency key: the server made one order of them.
  const keys = orders.map((request) => request.postDataJSON().variables.input.idempotencyKey as string);
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(1);
});
