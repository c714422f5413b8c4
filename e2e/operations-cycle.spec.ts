import { expect, test, type Browser, type Page } from '@playwright/test';
import { routeGoogleApi, signInWithGoogle } from './support/google-sign-in';
import { openPage } from './support/open-page';
import { addSupplier, companyInn, orderAndStartAcceptance } from './support/purchasing';
import { shopToday } from '@shop/shared/shop-days';

/**
 * The shop's whole daily cycle through the back-office, as staff do it: goods bought from a
 * supplier and accepted, sold to a signed-in buyer on the storefront, invoiced, paid, shipped,
 * delivered by a driver, partly returned, and both counterparties' reconciliation statements
 * end at the balances the documents add up to.
 */

const rubles = (value: number) =>
  new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(value);

interface Product {
  nid: number;
  name: string;
  vendorCode: string;
  price: number;
  priceWithAction: number | null;
}

async function stockOf(page: Page, nid: number): Promise<number> {
  const answer = await page.request.post('/graphql', { data: { query: `{ product(nid: ${nid}) { stock } }` } });
  return (await answer.json()).data.product.stock as number;
}

/** Saves the new payment's draft, then posts it from the payment's own page. */
async function postNewPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Платёж № \d+/ })).toBeVisible();
  await page.getByRole('button', { name: 'Провести' }).click();
  await expect(page.getByRole('button', { name: 'Отменить проведение' })).toBeVisible();
}

async function signedInPage(browser: Browser, email: string, name: string): Promise<Page> {
  const context = await browser.newContext();
  await routeGoogleApi(context);
  const page = await context.newPage();
  await signInWithGoogle(page, email, name);
  return page;
}

test('supplier order → acceptance → storefront order → invoice → payment → shipment → delivery → return → reconciliation', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const run = Date.now();
  const today = shopToday();

  // A cheap product few other journeys touch: two of them plus delivery stay under the
  // free-delivery threshold, so the ring-road fee is charged.
  const admin = await signedInPage(browser, 'admin@shop.test', 'Анна Администратор');
  const answer = await admin.request.post('/graphql', {
    data: {
      query:
        '{ products(sort: [{ field: PRICE, direction: ASC }], skip: 5, limit: 1) { nid name vendorCode price priceWithAction } }',
    },
  });
  const [product] = (await answer.json()).data.products as Product[];
  if (!product) throw new Error('no product');
  const charged =
    product.priceWithAction && product.priceWithAction < product.price ? product.priceWithAction : product.price;
  const before = await stockOf(admin, product.nid);

  // A driver signs in once (so the shop knows them); the administrator makes them a seller and a driver.
  const driverEmail = `driver-${run}@shop.test`;
  const driverName = `Водитель Сергей ${run}`;
  const driver = await signedInPage(browser, driverEmail, driverName);
  await admin.goto('/dmn/users');
  await admin.getByRole('searchbox', { name: 'Имя или e-mail' }).fill(driverEmail);
  await admin.getByRole('search', { name: 'Поиск пользователей' }).getByRole('button', { name: 'Найти' }).click();
  await admin.getByRole('link', { name: driverName }).click();
  await admin.getByRole('checkbox', { name: 'Продавец' }).check();
  await admin.getByRole('checkbox', { name: 'Водитель' }).check();
  await admin.getByRole('button', { name: 'Сохранить роли' }).click();
  await expect(admin.getByRole('status')).toHaveText('Роли сохранены.');

  // 1. Purchasing: a new supplier, an order of 3 at 1000 ₽, accepted in full.
  const supplier = `ООО «Цикл-Снаб ${run}»`;
  const inn = companyInn();
  await addSupplier(admin, { supplier, inn });
  const supplierNid = /suppliers\/(\d+)/.exec(admin.url())?.[1];
  expect(supplierNid).toBeTruthy();

  await orderAndStartAcceptance(admin, { supplier, inn, product });
  await admin.getByRole('button', { name: 'Провести' }).click();
  await expect(admin.getByText('Проведён').first()).toBeVisible();

  // 2. The remains rise by what was accepted.
  expect(await stockOf(admin, product.nid)).toBe(before + 3);
  await admin.goto(`/dmn/remains/${product.nid}`);
  await expect(admin.getByRole('main')).toContainText(/Приёмка № \d+/);

  // 3. A signed-in buyer orders two with delivery inside the ring road, cash on delivery.
  const buyerName = `Олег Циклов ${run}`;
  const buyerEmail = `cycle-buyer-${run}@shop.test`;
  const buyer = await signedInPage(browser, buyerEmail, buyerName);
  await openPage(buyer, `/product/${product.nid}`);
  await buyer.getByRole('button', { name: `Увеличить количество: ${product.name}` }).click();
  await expect(buyer.getByRole('spinbutton', { name: `Количество: ${product.name}` })).toHaveValue('2');
  await buyer.getByRole('button', { name: `В корзину: ${product.name}` }).click();
  await buyer.goto('/cart/checkout');
  await buyer.getByLabel('Имя').fill(buyerName);
  await buyer
    .getByLabel('Телефон')
    .fill(`8 (916) ${String(run).slice(-7, -4)}-${String(run).slice(-4, -2)}-${String(run).slice(-2)}`);
  await buyer.getByLabel('Электронная почта').fill(buyerEmail);
  await buyer.getByRole('radio', { name: /Доставка в пределах МКАД/ }).check();
  await buyer.getByLabel('Адрес доставки').fill('Москва, ул. Профсоюзная, д. 10, кв. 5');
  await buyer.getByRole('radio', { name: /Наличными при получении/ }).check();
  await buyer.getByRole('button', { name: 'Подтвердить заказ' }).click();
  const confirmation = buyer.getByRole('heading', { level: 1, name: /^Заказ № \d+ оформлен$/ });
  await expect(confirmation).toBeVisible();
  const orderNumber = /№ (\d+)/.exec(await confirmation.innerText())?.[1] ?? '';
  const orderTotal = 2 * charged + 700;

  // 4. An invoice for the order: the order is confirmed by it.
  await admin.goto(`/dmn/buyer-orders/${orderNumber}`);
  await admin.getByRole('link', { name: 'Выставить счёт по заказу' }).click();
  await admin.getByRole('form', { name: 'Выставить счёт' }).getByRole('button', { name: 'Выставить счёт' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: /^Счёт № \d+ от/ })).toBeVisible();
  await expect(admin.getByRole('main')).toContainText(`осталось оплатить: ${rubles(orderTotal)}`);
  const buyerNid = /buyers\/(\d+)/.exec(
    (await admin.getByRole('link', { name: buyerName }).getAttribute('href')) ?? '',
  )?.[1];
  expect(buyerNid).toBeTruthy();

  // 5. The buyer pays the whole invoice in cash.
  await admin.getByRole('link', { name: 'Принять оплату' }).click();
  await expect(admin.getByLabel('Сумма, ₽')).toHaveValue(String(orderTotal));
  await admin.getByLabel('Способ оплаты').selectOption({ label: 'Наличные' });
  await postNewPayment(admin);

  // 6. A shipment of the whole order, for today, with the driver; posting takes the goods out.
  await admin.goto(`/dmn/buyer-orders/${orderNumber}`);
  await expect(admin.getByRole('main')).toContainText('Подтверждён');
  await admin.getByRole('button', { name: 'Создать отгрузку' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: /Отгрузка № \d+/ })).toBeVisible();
  await expect(admin.getByLabel(`Отгружаем: ${product.name}`)).toHaveValue('2');
  const plan = admin.getByRole('form', { name: 'План доставки' });
  await plan.getByLabel('Дата доставки').fill(today);
  await plan.getByLabel('Водитель').selectOption({ label: driverName });
  await plan.getByRole('button', { name: 'Сохранить план доставки' }).click();
  await expect(plan.getByRole('status')).toHaveText('План доставки сохранён');
  await admin.getByRole('button', { name: 'Провести' }).click();
  await expect(admin.getByRole('button', { name: 'Отменить проведение' })).toBeVisible();
  const shipmentUrl = admin.url();
  expect(await stockOf(admin, product.nid)).toBe(before + 1);

  // 7. The driver sees the stop on today's route sheet and marks it delivered.
  await driver.goto(`/dmn/delivery?date=${today}`);
  const stop = driver.getByRole('row').filter({ hasText: `№ ${orderNumber}` });
  await expect(stop).toBeVisible();
  await stop.getByRole('button', { name: 'Доставлено', exact: true }).click();
  await expect(stop).toContainText('Доставлена');

  // Delivered and paid in full: the order is done.
  await admin.goto(`/dmn/buyer-orders/${orderNumber}`);
  await expect(admin.getByRole('main')).toContainText('Выполнен');

  // 8. The buyer brings one back within two weeks: the stock rises, the shop owes the refund.
  await admin.goto(shipmentUrl);
  await admin.getByRole('button', { name: 'Оформить возврат' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: /Возврат от покупателя № \d+/ })).toBeVisible();
  await admin.getByLabel(`Возвращают: ${product.name}`).fill('1');
  await admin.getByLabel(`Причина: ${product.name}`).selectOption({ label: 'Не подошёл' });
  await admin.getByRole('button', { name: 'Провести' }).click();
  await expect(admin.getByRole('button', { name: 'Отменить проведение' })).toBeVisible();
  expect(await stockOf(admin, product.nid)).toBe(before + 2);

  // 9. The shop pays the supplier 2000 ₽ of the 3000 ₽ it owes.
  await admin.goto(`/dmn/payments/new?direction=OUT&counterparty=${supplierNid}&amount=2000`);
  await postNewPayment(admin);

  // 10. Reconciliation: the buyer is owed the returned unit; the shop owes the supplier 1000 ₽.
  await admin.goto(`/dmn/reconciliation?counterparty=${buyerNid}&from=${today}&to=${today}`);
  const buyerStatement = admin.getByRole('main');
  await expect(buyerStatement).toContainText(/Отгрузка № \d+/);
  await expect(buyerStatement).toContainText(/Платёж № \d+/);
  await expect(buyerStatement).toContainText(/Возврат от покупателя № \d+/);
  await expect(buyerStatement).toContainText(`задолженность ООО «Сантехника» перед ${buyerName} ${rubles(charged)}`);

  await admin.goto(`/dmn/reconciliation?counterparty=${supplierNid}&from=${today}&to=${today}`);
  const supplierStatement = admin.getByRole('main');
  await expect(supplierStatement).toContainText(/Приёмка товара № \d+/);
  await expect(supplierStatement).toContainText(`задолженность ООО «Сантехника» перед ${supplier} ${rubles(1000)}`);

  await Promise.all([admin.context().close(), driver.context().close(), buyer.context().close()]);
});
