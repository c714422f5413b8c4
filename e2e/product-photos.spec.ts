import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { watchContentSecurity } from './support/content-security';
import { routeGoogleApi, signInWithGoogle } from './support/google-sign-in';

test.beforeEach(async ({ context }) => {
  await routeGoogleApi(context);
});

/** A 1200×900 JPEG of its own colour band: new bytes each run, so each is a new photo the API renders. */
async function photoFile(name: string, hue: number): Promise<{ name: string; base64: string }> {
  const seed = Date.now() % 200;
  const data = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: hue, g: seed, b: 255 - hue } },
  })
    .composite([{ input: Buffer.from([seed, hue, 80]), raw: { width: 1, height: 1, channels: 3 }, left: 5, top: 5 }])
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name, base64: data.toString('base64') };
}

/** Drops the files on the element as a person drags them from their desktop. */
async function dropFiles(
  page: Page,
  selector: ReturnType<Page['getByLabel']>,
  files: { name: string; base64: string }[],
) {
  const dataTransfer = await page.evaluateHandle((sent) => {
    const transfer = new DataTransfer();
    for (const file of sent) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: 'image/jpeg' }));
    }
    return transfer;
  }, files);
  await selector.dispatchEvent('dragenter', { dataTransfer });
  await selector.dispatchEvent('dragover', { dataTransfer });
  await selector.dispatchEvent('drop', { dataTransfer });
}

test('a clerk drops two photos on a new product, puts the second first with a caption, saves; the card shows it as AVIF from its srcset', async ({
  page,
}) => {
  const security = await watchContentSecurity(page);
  const stamp = Date.now();
  const name = `Смеситель с фото ${stamp}`;
  await signInWithGoogle(page, 'admin@shop.test', 'Анна Администратор');
  await page.goto('/dmn/products/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Новый товар' })).toBeVisible();
  await page.getByLabel('Название').fill(name);
  await page.getByLabel('Артикул').fill(`PHOTO-${stamp}`);
  await page.getByLabel('Категория').selectOption({ index: 1 });
  await page.getByLabel('Цена, ₽').fill('12345');
  await page.getByLabel('Бренд').selectOption({ index: 1 });
  await page.getByLabel('Страна производства').selectOption({ index: 1 });

  const files = await Promise.all([photoFile('спереди.jpg', 30), photoFile('сбоку.jpg', 220)]);
  await dropFiles(page, page.getByLabel('Перетащите фото сюда'), files);
  // Each goes through sending and its renditions, then joins the pictures; the list of uploads empties.
  const pictures = page.getByRole('list', { name: 'Картинки товара' }).getByRole('listitem');
  await expect(pictures).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByRole('list', { name: 'Загрузка фото' })).toHaveCount(0);
  const firstShown = await pictures.first().locator('img').getAttribute('src');
  await page.getByRole('button', { name: 'Картинку 2 выше' }).click();
  await expect(pictures.first().locator('img')).not.toHaveAttribute('src', firstShown as string);
  const mainThumb = await pictures.first().locator('img').getAttribute('src');
  expect(mainThumb).toMatch(/^\/media\/photos\/[0-9a-f]{32}-160\.jpg$/);
  await page.getByLabel('Подпись к картинке 1').fill('Смеситель сбоку');
  await page.getByRole('button', { name: 'Добавить товар' }).click();
  await expect(page.getByRole('status')).toContainText('Товар добавлен');
  const nid = /\/dmn\/products\/(\d+)$/.exec(page.url())?.[1];
  expect(nid).toBeDefined();
  const key = /photos\/([0-9a-f]{32})-/.exec(mainThumb as string)?.[1];

  // The card's server-rendered HTML preloads that photo ahead of the rest, and draws it as a <picture>.
  const html = await (await page.request.get(`/product/${nid}`)).text();
  expect(html).toMatch(
    new RegExp(
      `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="/media/photos/${key}-160\\.avif 160w`,
    ),
  );
  expect(html).toMatch(new RegExp(`<picture><source type="image/avif" srcSet?="/media/photos/${key}-`, 'i'));

  // The storefront's card: the main picture is that photo, named by its caption, the browser taking AVIF.
  await page.goto(`/product/${nid}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const main = page.getByRole('main').getByRole('img', { name: 'Смеситель сбоку' });
  await expect(main).toBeVisible();
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect
    .poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
    .toMatch(new RegExp(`/media/photos/${key}-\\d+\\.avif$`));
  const shown = await main.evaluate((image: HTMLImageElement) => image.currentSrc);
  const rendition = await page.request.get(shown);
  expect(rendition.headers()['content-type']).toBe('image/avif');
  expect(rendition.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await security.expectNoViolations();
});
