import { expect, type Page } from '@playwright/test';
import { openPage } from './open-page';

/**
 * A shopper's order as a browser places it: the first product the shop itself has free (so the
 * pickup order holds it rather than waiting for the warehouse's units) into the cart from its card,
 * then checkout for pickup, paid in cash (or by card). Resolves with the order's number and the product.
 */
export async function placePickupOrder(
  page: Page,
  buyer: { name: string; phone: string; email: string },
  payment: 'cash' | 'card' = 'cash',
): Promise<{ number: string; product: { nid: number; name: string } }> {
  const answer = await page.request.post('/graphql', {
    data: { query: '{ products(filter: { inStock: true }, limit: 100) { nid name pickupToday pickupTomorrow } }' },
  });
  const products = (await answer.json()).data.products as {
    nid: number;
    name: string;
    pickupToday: boolean;
    pickupTomorrow: boolean;
  }[];
  // Today until the last pickup hour, tomorrow after it: whichever the clock says now.
  const found = products.find((candidate) => candidate.pickupToday || candidate.pickupTomorrow);
  if (!found) throw new Error('no product free in the shop');
  const product = { nid: found.nid, name: found.name };
  await openPage(page, `/product/${product.nid}`);
  await page.getByRole('button', { name: `В корзину: ${product.name}` }).click();
  await page.goto('/cart/checkout');
  await page.getByLabel('Имя').fill(buyer.name);
  await page.getByLabel('Телефон').fill(buyer.phone);
  await page.getByLabel('Электронная почта').fill(buyer.email);
  await page.getByRole('radio', { name: /Самовывоз/ }).check();
  await page.getByRole('radio', { name: payment === 'card' ? /Картой на сайте/ : /Наличными при получении/ }).check();
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Заказ № \d+ оформлен$/ });
  await expect(heading).toBeVisible();
  return { number: /№ (\d+)/.exec(await heading.innerText())?.[1] ?? '', product };
}
