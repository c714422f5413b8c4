import { expect, type Page } from '@playwright/test';

/** A company INN (10 digits) with a correct check digit, different on every run. */
export function companyInn(): string {
  const digits = String(Date.now()).slice(-9).split('').map(Number);
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const check = (digits.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0) % 11) % 10;
  return [...digits, check].join('');
}

/** As a purchaser on the back-office: a new supplier of this name and INN, added; ends on its card. */
export async function addSupplier(page: Page, { supplier, inn }: { supplier: string; inn: string }): Promise<void> {
  await page.goto('/dmn/supplier-orders/suppliers/new');
  const card = page.getByRole('form', { name: 'Карточка поставщика' });
  await card.getByLabel('Название').fill(supplier);
  await card.getByLabel('ИНН').fill(inn);
  await card.getByRole('button', { name: 'Добавить поставщика' }).click();
  await expect(page.getByRole('heading', { level: 1, name: supplier })).toBeVisible();
}

/**
 * As a purchaser on the back-office: a supplier order of `quantity` (3 unless told) of `product` at
 * 1000 ₽ from the supplier named with its INN, due on `expectedDate` if given, saved and placed;
 * ends on the placed order.
 */
export async function placeSupplierOrder(
  page: Page,
  {
    supplier,
    inn,
    product,
    quantity = 3,
    expectedDate,
  }: {
    supplier: string;
    inn: string;
    product: { name: string; vendorCode: string };
    quantity?: number;
    expectedDate?: string;
  },
): Promise<void> {
  await page.goto('/dmn/supplier-orders/new');
  await page.getByRole('combobox', { name: 'Поставщик' }).selectOption({ label: `${supplier} (ИНН ${inn})` });
  if (expectedDate) await page.getByLabel('Ожидаемая дата поставки').fill(expectedDate);
  const productSearch = page.getByRole('search', { name: 'Поиск товара' });
  await productSearch.getByRole('searchbox').fill(product.vendorCode);
  await productSearch.getByRole('button', { name: 'Найти товар' }).click();
  await page.getByRole('button', { name: `Добавить «${product.name}»` }).click();
  await page.getByLabel(`Количество: ${product.name}`).fill(String(quantity));
  await page.getByLabel(`Цена закупки: ${product.name}`).fill('1000');
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Заказ поставщику № \d+/ })).toBeVisible();
  await page.getByRole('button', { name: 'Разместить у поставщика' }).click();
}

/**
 * As a purchaser on the back-office: a supplier order of 3 of `product` at 1000 ₽ from the supplier
 * named with its INN, saved, placed and taken into acceptance; ends on the acceptance's draft.
 */
export async function orderAndStartAcceptance(
  page: Page,
  order: { supplier: string; inn: string; product: { name: string; vendorCode: string } },
): Promise<void> {
  await placeSupplierOrder(page, order);
  await page.getByRole('button', { name: 'Принять товар' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Приёмка № \d+/ })).toBeVisible();
}
