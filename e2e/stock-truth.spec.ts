import { expect, test, type Page } from '@playwright/test';
import { dayAndMonth } from '@shop/shared/availability';
import { shiftDay, shopToday } from '@shop/shared/shop-days';
import { routeGoogleApi, signInWithGoogle } from './support/google-sign-in';
import { openPage } from './support/open-page';
import { addSupplier, companyInn, placeSupplierOrder } from './support/purchasing';

// Stock that tells the truth (docs/requirements.md §3.11–3.12): the last free unit is reserved by
// the order that takes it; the next shopper sees «Под заказ» on the card and, before placing, in
// the checkout — with the day once a supplier order brings it; staff see both orders' reservations
// and give the waiting order a unit from the first one; the first buyer's quantity is then changed.

type Candidate = {
  nid: number;
  name: string;
  vendorCode: string;
  fewLeft: number | null;
  pickupToday: boolean;
  pickupTomorrow: boolean;
};

/**
 * A product the shop has few free units of, some on its own shelves (to pick up today); the
 * cheapest first, away from the dearest that the transfer journey moves.
 */
async function fewLeftInTheShop(page: Page): Promise<Candidate & { fewLeft: number }> {
  for (let skip = 0; skip < 2_000; skip += 100) {
    const answer = await page.request.post('/graphql', {
      data: {
        query: `{ products(filter: { inStock: true }, sort: [{ field: PRICE, direction: ASC }], skip: ${skip}, limit: 100) {
          nid name vendorCode fewLeft pickupToday pickupTomorrow } }`,
      },
    });
    const products = (await answer.json()).data.products as Candidate[];
    // Today until the last pickup hour, tomorrow after it: whichever the clock says now.
    const found = products.find(
      (product) => product.fewLeft !== null && (product.pickupToday || product.pickupTomorrow),
    );
    if (found) return found as Candidate & { fewLeft: number };
    if (products.length < 100) break;
  }
  throw new Error('no product with few free units in the shop');
}

async function checkOut(page: Page, buyer: { name: string; phone: string; email: string }, delivered: boolean) {
  await page.goto('/cart/checkout');
  await page.getByLabel('Имя').fill(buyer.name);
  await page.getByLabel('Телефон').fill(buyer.phone);
  await page.getByLabel('Электронная почта').fill(buyer.email);
  if (delivered) {
    await page.getByRole('radio', { name: /Доставка в пределах МКАД/ }).check();
    await page.getByLabel('Адрес доставки').fill('Москва, ул. Профсоюзная, д. 10, кв. 5');
  } else await page.getByRole('radio', { name: /Самовывоз/ }).check();
  await page.getByRole('radio', { name: /Наличными при получении/ }).check();
}

test('the last free units go to the first order; the next shopper is told «Под заказ» with its day before placing; staff move a unit to the second order and change the first one’s quantity', async ({
  page,
  browser,
  context,
}) => {
  const product = await fewLeftInTheShop(page);
  const summary = page.getByRole('region', { name: 'Ваш заказ' });

  // The first shopper: «Осталось N шт.», some to pick up today; takes all N, delivered (a delivery
  // draws on every location); the checkout says nothing waits.
  await openPage(page, `/product/${product.nid}`);
  const card = page.getByRole('article', { name: product.name });
  await expect(card.getByText(`Осталось ${product.fewLeft} шт.`)).toBeVisible();
  await expect(
    card.getByText(`Самовывоз ${product.pickupToday ? 'сегодня' : 'завтра'} из магазина в Химках — бесплатно.`),
  ).toBeVisible();
  await card.getByRole('spinbutton', { name: `Количество: ${product.name}` }).fill(String(product.fewLeft));
  await card.getByRole('button', { name: `В корзину: ${product.name}` }).click();
  await checkOut(page, { name: 'Ирина Первая', phone: '+7 926 111-22-33', email: 'irina@example.ru' }, true);
  await expect(summary.getByRole('listitem').filter({ hasText: product.name })).toBeVisible();
  await expect(summary).not.toContainText('Под заказ');
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  const placed = page.getByRole('heading', { level: 1, name: /^Заказ № \d+ оформлен$/ });
  await expect(placed).toBeVisible();
  const first = /№ (\d+)/.exec(await placed.innerText())?.[1];

  // The second shopper, in a browser of their own: nothing free is left.
  const other = await browser.newPage();
  await openPage(other, `/product/${product.nid}`);
  const otherCard = other.getByRole('article', { name: product.name });
  await expect(otherCard.getByText('Под заказ', { exact: true })).toBeVisible();
  await otherCard.getByRole('button', { name: `В корзину: ${product.name}` }).click();
  await checkOut(other, { name: 'Олег Второй', phone: '+7 926 444-55-66', email: 'oleg@example.ru' }, false);
  const otherSummary = other.getByRole('region', { name: 'Ваш заказ' });
  await expect(otherSummary.getByText('Под заказ, срок сообщит менеджер')).toBeVisible();

  // A purchaser orders more from a supplier, due in ten days: the card and the checkout name the day.
  await routeGoogleApi(context);
  await signInWithGoogle(page, 'admin@shop.test', 'Анна Администратор');
  const supplier = `ООО «Поставщик ${Date.now()}»`;
  const inn = companyInn();
  await addSupplier(page, { supplier, inn });
  const due = shiftDay(shopToday(), 10);
  await placeSupplierOrder(page, { supplier, inn, product, quantity: 2, expectedDate: due });
  await expect(page.getByText(`ожидается ${due.split('-').reverse().join('.')}`).first()).toBeVisible();

  await other.reload();
  await expect(otherSummary.getByText(`Под заказ, ожидается ${dayAndMonth(due)}`)).toBeVisible();
  await openPage(other, `/product/${product.nid}`);
  await expect(otherCard.getByText(`Под заказ, ожидается ${dayAndMonth(due)}`)).toBeVisible();

  // The second shopper places the order: it waits for its unit.
  await checkOut(other, { name: 'Олег Второй', phone: '+7 926 444-55-66', email: 'oleg@example.ru' }, false);
  await other.getByRole('button', { name: 'Подтвердить заказ' }).click();
  const otherPlaced = other.getByRole('heading', { level: 1, name: /^Заказ № \d+ оформлен$/ });
  await expect(otherPlaced).toBeVisible();
  const second = /№ (\d+)/.exec(await otherPlaced.innerText())?.[1];
  await expect(
    other.getByRole('list', { name: 'Товары в заказе' }).getByText(`Под заказ, ожидается ${dayAndMonth(due)}`),
  ).toBeVisible();
  await other.close();

  // Staff see the first order holding all its units, and the second one waiting for its unit…
  const goodsRow = () =>
    page.getByRole('region', { name: 'Товары' }).getByRole('row', { name: new RegExp(product.name) });
  const held = async () => (await goodsRow().getByRole('cell').allInnerTexts()).slice(3, 6);
  await page.goto(`/dmn/buyer-orders/${first}`);
  await expect(goodsRow()).toBeVisible();
  expect(await held()).toEqual([String(product.fewLeft), String(product.fewLeft), '0']);
  await page.goto(`/dmn/buyer-orders/${second}`);
  await expect(goodsRow()).toBeVisible();
  const dueText = due.split('-').reverse().join('.');
  expect(await held()).toEqual(['1', '0', `1 к ${dueText}`]);

  // …and give it the unit the first order holds at the shop, where the second one picks it up.
  const moves = page.getByRole('region', { name: 'Взять из резерва другого заказа' });
  await moves.getByRole('button', { name: 'Показать, в каких заказах он в резерве' }).click();
  const holder = moves.getByRole('row', { name: new RegExp(`№ ${first}.*Магазин в Химках`) });
  await holder.getByRole('button', { name: 'Взять 1 шт. в этот заказ' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Передано 1 шт. из заказа № ${first} в этот заказ` }),
  ).toBeVisible();
  await expect(async () => expect(await held()).toEqual(['1', '1', '0'])).toPass();
  await expect(page.getByRole('list', { name: 'История резерва' })).toContainText(
    `+1 шт., Магазин в Химках — взято из заказа № ${first}, Анна Администратор`,
  );
  await page.goto(`/dmn/buyer-orders/${first}`);
  await expect(page.getByRole('list', { name: 'История резерва' })).toContainText(
    `−1 шт., Магазин в Химках — передано в заказ № ${second}, Анна Администратор`,
  );
  // It waits now, and the supplier order serves it first (the older order).
  expect(await held()).toEqual([String(product.fewLeft), String(product.fewLeft - 1), `1 к ${dueText}`]);

  // The first buyer calls: one fewer (one more when they took a single unit). The line no longer
  // waits (or waits for both from the supplier order), and the card keeps the edit.
  const fewer = product.fewLeft > 1;
  const quantity = fewer ? product.fewLeft - 1 : 2;
  await page.getByRole('button', { name: 'Изменить количество' }).click();
  const edit = page.getByRole('form', { name: 'Изменить количество' });
  await edit.getByRole('button', { name: `${fewer ? 'Уменьшить' : 'Увеличить'} количество: ${product.name}` }).click();
  await expect(edit.getByText(/^Станет: товары/)).toBeVisible();
  await edit.getByRole('button', { name: 'Сохранить количество' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Количество изменено' })).toBeVisible();
  await expect(async () =>
    expect(await held()).toEqual(fewer ? [String(quantity), String(quantity), '0'] : ['2', '0', `2 к ${dueText}`]),
  ).toPass();
  await expect(page.getByRole('list', { name: 'Изменения заказа' })).toContainText(
    `Анна Администратор: «${product.name}» ${product.fewLeft} → ${quantity} шт.`,
  );
});
