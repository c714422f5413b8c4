import { expect, test, type Page } from '@playwright/test';
import { routeGoogleApi, signInWithGoogle } from './support/google-sign-in';
import { openPage } from './support/open-page';
import { companyInn, orderAndStartAcceptance } from './support/purchasing';

async function stockOf(page: Page, nid: number): Promise<number> {
  const answer = await page.request.post('/graphql', { data: { query: `{ product(nid: ${nid}) { stock } }` } });
  return (await answer.json()).data.product.stock as number;
}

test('a purchaser orders goods from a new supplier, accepts them into the shop, and the shop’s remains rise', async ({
  page,
  context,
}) => {
  await routeGoogleApi(context);
  const answer = await page.request.post('/graphql', {
    data: { query: '{ products(sort: [{ field: PRICE, direction: ASC }], limit: 1) { nid name vendorCode } }' },
  });
  const [product] = (await answer.json()).data.products as { nid: number; name: string; vendorCode: string }[];
  if (!product) throw new Error('no product');
  const before = await stockOf(page, product.nid);
  const supplier = `ООО «Сантехоптторг ${Date.now()}»`;

  await signInWithGoogle(page, 'admin@shop.test', 'Анна Администратор');
  await page.goto('/dmn/supplier-orders/suppliers/new');
  const card = page.getByRole('form', { name: 'Карточка поставщика' });
  await card.getByLabel('Название').fill(supplier);
  await card.getByLabel('ИНН').fill('1234567890');
  await card.getByRole('button', { name: 'Добавить поставщика' }).click();
  // A wrong check digit is refused beside the field, and nothing is created.
  await expect(card.getByLabel('ИНН')).toHaveAttribute('aria-invalid', 'true');
  const inn = companyInn();
  await card.getByLabel('ИНН').fill(inn);
  await card.getByRole('button', { name: 'Добавить поставщика' }).click();
  await expect(page.getByRole('heading', { level: 1, name: supplier })).toBeVisible();

  await orderAndStartAcceptance(page, { supplier, inn, product });
  await expect(page.getByLabel(`Принимаем: ${product.name}`)).toHaveValue('3');
  // Goods arrive at the warehouse unless told; these go straight onto the shop's shelves.
  const where = page.getByRole('combobox', { name: 'Куда принят товар' });
  await expect(where).toHaveValue('1');
  await where.selectOption({ label: 'Магазин в Химках' });
  await page.getByRole('button', { name: 'Провести' }).click();
  await expect(page.getByText('Проведён').first()).toBeVisible();
  await expect(page.getByText('Принято в: Магазин в Химках')).toBeVisible();
  expect(await stockOf(page, product.nid)).toBe(before + 3);

  await page.goto(`/dmn/remains/${product.nid}`);
  const main = page.getByRole('main');
  await expect(main).toContainText(/Приёмка № \d+/);
  // Newest first: this acceptance heads the history.
  await expect(main.getByRole('row', { name: /Приёмка № \d+/ }).first()).toContainText('Магазин в Химках');
  await expect(main).toContainText(`Всего: ${before + 3} шт.`);
});

test('a storekeeper moves goods from the warehouse to the shop: the stock at each moves, the sum stays, the waybill prints, «Самовывоз сегодня» appears', async ({
  page,
  context,
}) => {
  await routeGoogleApi(context);
  const answer = await page.request.post('/graphql', {
    data: {
      query:
        '{ products(sort: [{ field: PRICE, direction: DESC }], limit: 40) { nid name vendorCode stock fewLeft inStock pickupToday pickupTomorrow } }',
    },
  });
  const products = (await answer.json()).data.products as {
    nid: number;
    name: string;
    stock: number;
    inStock: boolean;
    fewLeft: number | null;
    pickupToday: boolean;
    pickupTomorrow: boolean;
  }[];
  // Plenty free (another journey's orders may hold a product's last units), none of it on the shop's
  // shelves (the seed keeps a third of every other product there).
  const product = products.find(
    (candidate) =>
      candidate.stock >= 3 &&
      candidate.inStock &&
      candidate.fewLeft === null &&
      !candidate.pickupToday &&
      !candidate.pickupTomorrow,
  );
  if (!product) throw new Error('no product in stock at the warehouse only');
  // «сегодня» until the shop's last pickup hour, «завтра» after it: the journey runs at any time of day.
  const pickupAtShop = page.getByText(/^Самовывоз (сегодня|завтра) из магазина в Химках — бесплатно\.$/);
  await openPage(page, `/product/${product.nid}`);
  await expect(page.getByRole('article', { name: product.name })).toBeVisible();
  await expect(pickupAtShop).toHaveCount(0);

  await signInWithGoogle(page, 'admin@shop.test', 'Анна Администратор');
  await page.goto('/dmn/stock-transfers');
  await page.getByRole('button', { name: 'Новое перемещение' }).click();
  await expect(page).toHaveURL(/\/dmn\/stock-transfers\/\d+$/);
  const nid = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('combobox', { name: 'Откуда перемещаем' })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: 'Куда перемещаем', exact: true })).toHaveValue('2');
  await page.getByRole('searchbox', { name: 'Название или артикул' }).fill(product.name);
  await page.getByRole('button', { name: 'Найти товар' }).click();
  await page
    .getByRole('list', { name: 'Найденные товары' })
    .getByRole('button', { name: `Добавить «${product.name}»` })
    .click();
  await expect(page.getByLabel(`Перемещаем: ${product.name}`)).toHaveValue('1');
  await page.getByRole('button', { name: 'Провести' }).click();
  await expect(page.getByRole('status')).toHaveText(`Перемещение № ${nid} проведено: товар перемещён`);
  await expect(page.getByText('Куда: Магазин в Химках')).toBeVisible();

  await page.getByRole('link', { name: 'Печатная форма' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Накладная на внутреннее перемещение товаров № ${nid}`) }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toContainText(product.name);

  await page.goto(`/dmn/remains/${product.nid}`);
  const main = page.getByRole('main');
  // Newest first: the transfer's two moves head the history, in at the shop and out of the warehouse.
  const moves = main.getByRole('row', { name: new RegExp(`Перемещение № ${nid}`) });
  await expect(moves).toHaveCount(2);
  await expect(moves.nth(0)).toContainText('Магазин в Химках');
  await expect(moves.nth(1)).toContainText('Склад');
  await expect(main).toContainText(`Всего: ${product.stock} шт.`);

  // The shopper's card: the unit on the shop's shelves can be picked up today.
  await openPage(page, `/product/${product.nid}`);
  await expect(pickupAtShop).toBeVisible();
});
