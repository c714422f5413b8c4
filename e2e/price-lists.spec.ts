import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { watchContentSecurity } from './support/content-security';
import { routeGoogleApi, signInWithGoogle } from './support/google-sign-in';

test.beforeEach(async ({ context }) => {
  await routeGoogleApi(context);
});

/** A price formatted as the storefront writes it, any space between the groups. */
const shownPrice = (rubles: number) => new RegExp(`${String(rubles).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?')}\\s?₽`);

test('a clerk exports the price list, imports a changed price and a refused row, sees the preview, applies it; the card shows the new price', async ({
  page,
}) => {
  const security = await watchContentSecurity(page);
  await signInWithGoogle(page, 'admin@shop.test', 'Анна Администратор');
  await page.goto('/dmn/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Товары' })).toBeVisible();

  // The export of every product, as Excel in Russian opens a CSV.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить все товары в CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^прайс-лист-\d{4}-\d\d-\d\d\.csv$/);
  const exported = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = exported.trim().split('\r\n');
  const columns = (header as string).split(';');
  expect(columns.slice(0, 3)).toEqual(['Артикул', 'Название', 'Категория']);
  const priceAt = columns.indexOf('Цена, ₽');
  const actionAt = columns.indexOf('Цена по акции, ₽');
  // A product in the middle of the list without an action price: the card shows its price.
  const line = lines.slice(Math.floor(lines.length / 2)).find((row) => {
    const cells = row.split(';');
    return !row.includes('"') && cells[actionAt] === '' && /^\d+$/.test(cells[priceAt] ?? '');
  }) as string;
  const [vendorCode] = line.split(';');
  const price = Number(line.split(';')[priceAt]);
  const newPrice = price + 111;

  // A supplier's file of two columns: the price of that product, and a row the shop cannot take.
  await page.getByRole('link', { name: 'Загрузить прайс-лист' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Прайс-листы' })).toBeVisible();
  await page.getByLabel('Выбрать файл').setInputFiles({
    name: 'поставщик.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Артикул;Цена, ₽\r\n${vendorCode};${newPrice}\r\nНЕТ-ТАКОГО-1;дорого\r\n`),
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Прайс-лист «поставщик.csv»' })).toBeVisible();
  const counts = page.getByRole('list', { name: 'Строки файла' });
  await expect(counts).toContainText('Изменится: 1', { timeout: 30_000 });
  await expect(counts).toContainText('Отклонено: 1');
  const changed = page.getByRole('table', { name: 'Изменятся' });
  await expect(changed).toContainText(vendorCode as string);
  await expect(changed).toContainText(`Цена, ₽: ${price} → ${newPrice}`);
  const nid = /\/dmn\/products\/(\d+)$/.exec(
    (await changed.getByRole('link').first().getAttribute('href')) as string,
  )?.[1];

  await page.getByRole('button', { name: 'Отклонены: 1' }).click();
  const refused = page.getByRole('table', { name: 'Отклонены' });
  await expect(refused).toContainText('НЕТ-ТАКОГО-1');
  await expect(refused).toContainText('«Цена, ₽»: «дорого» — не число');

  await page.getByRole('button', { name: 'Применить: 1 товар' }).click();
  await expect(page.getByRole('status')).toContainText('Применён', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Применить/ })).toHaveCount(0);

  // The history records it; the storefront's card shows the new price at once.
  await page.getByRole('link', { name: '← Прайс-листы' }).click();
  await expect(page.getByRole('table', { name: 'Последние загрузки прайс-листов' })).toContainText('поставщик.csv');
  await page.goto(`/product/${nid}`);
  await expect(page.getByRole('main')).toContainText(shownPrice(newPrice));
  await security.expectNoViolations();
});
