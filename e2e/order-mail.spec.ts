import { expect, test, type APIRequestContext } from '@playwright/test';
import { MAIL_CATCHER_PORT } from '@shop/tooling/mail-catcher';
import { routeGoogleApi, signInWithGoogle } from './support/google-sign-in';
import { placePickupOrder } from './support/pickup-order';

// The order's e-mail end to end: a shopper orders in Chromium, the message reaches the site's mail
// catcher (npm start's, api/README.md «Mail») with the order's number, its link opens the order
// without sign-in, a tampered link opens nothing, and staff see the message sent in the order's card.

const CATCHER = `http://localhost:${MAIL_CATCHER_PORT}`;

interface Caught {
  index: number;
  envelopeTo: string[];
  subject?: string;
  text?: string;
  attachments: { filename?: string; contentType: string; size: number }[];
}

/** The catcher's message to `to` about order `number` (its subject starting so), once it has arrived. */
async function messageTo(request: APIRequestContext, to: string, number: string, subject = ''): Promise<Caught> {
  let found: Caught | undefined;
  await expect
    .poll(
      async () => {
        // A kept-alive connection the catcher closes just as the next ask goes out is reset: ask again.
        const answer = await request.get(`${CATCHER}/messages.json`).catch(() => null);
        if (!answer?.ok()) return false;
        const list = (await answer.json()) as Caught[];
        found = list.find(
          (message) =>
            message.envelopeTo.includes(to) &&
            message.subject?.includes(`№ ${number}`) &&
            message.subject.startsWith(subject),
        );
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found as Caught;
}

test.beforeEach(async ({ context }) => {
  await routeGoogleApi(context);
});

test('the order’s e-mail arrives with its number, its link opens the order without sign-in, staff see it sent', async ({
  page,
  browser,
}) => {
  const email = `mail-journey-${Date.now()}@example.ru`;
  const { number, product } = await placePickupOrder(page, {
    name: 'Ольга Почтова',
    phone: '8 (926) 555-44-33',
    email,
  });

  const message = await messageTo(page.request, email, number);
  expect(message.subject).toBe(`Заказ № ${number} принят`);
  const link = new RegExp(`http://localhost:8080(/cart/order/${number}\\?key=[A-Za-z0-9_-]{43})`).exec(
    message.text ?? '',
  )?.[1];
  expect(link).toBeDefined();

  // A browser that never signed in: the link is the only key.
  const stranger = await browser.newContext();
  const guest = await stranger.newPage();
  await guest.goto(link as string);
  await expect(guest.getByRole('heading', { level: 1, name: `Заказ № ${number}` })).toBeVisible();
  await expect(guest.getByRole('list', { name: 'Товары в заказе' })).toContainText(product.name);
  const tampered = (link as string).replace(/key=(.)/, (_, first: string) => `key=${first === 'A' ? 'B' : 'A'}`);
  await guest.goto(tampered);
  await expect(guest.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(guest.getByText(product.name)).toHaveCount(0);
  await stranger.close();

  await signInWithGoogle(page, 'admin@shop.test', 'Анна Администратор');
  await page.goto(`/dmn/buyer-orders/${number}`);
  const mail = page.getByRole('list', { name: 'Письма по заказу' });
  await expect(mail).toContainText(`«Заказ принят» покупателю (${email}): отправлено`);

  // The invoice: issued in the back-office, mailed with its PDF, the same file staff download.
  await page.getByRole('link', { name: 'Выставить счёт по заказу' }).click();
  await page.getByRole('form', { name: 'Выставить счёт' }).getByRole('button', { name: 'Выставить счёт' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Счёт № \d+ от/ });
  await expect(heading).toBeVisible();
  const invoiceNid = /№ (\d+)/.exec(await heading.innerText())?.[1] ?? '';
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Скачать PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Счёт № ${invoiceNid}.pdf`);
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('link', { name: 'Печатная форма' }).click();
  await expect(page.getByRole('region', { name: 'Поставщик' })).toContainText('ИНН 5047123455, КПП 504701001');
  await expect(page.getByRole('img', { name: 'QR-код для оплаты' })).toBeVisible();

  const invoiceMail = await messageTo(page.request, email, number, `Счёт № ${invoiceNid}`);
  expect(invoiceMail.subject).toBe(`Счёт № ${invoiceNid} на оплату заказа № ${number}`);
  expect(invoiceMail.attachments).toEqual([
    { filename: `Счёт № ${invoiceNid}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
  ]);
  const attached = await page.request.get(`${CATCHER}/messages/${invoiceMail.index}/attachments/0`);
  expect((await attached.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto(`/dmn/buyer-orders/${number}`);
  await expect(mail).toContainText(`«Счёт на оплату» с PDF покупателю (${email}): отправлено`);
});

test('a confirmed card order’s payment link reaches the buyer by mail and on the order’s page', async ({ page }) => {
  const email = `card-journey-${Date.now()}@example.ru`;
  const { number } = await placePickupOrder(page, { name: 'Павел Картов', phone: '8 (926) 555-44-34', email }, 'card');
  const received = await messageTo(page.request, email, number);
  const link = new RegExp(`http://localhost:8080(/cart/order/${number}\\?key=[A-Za-z0-9_-]{43})`).exec(
    received.text ?? '',
  )?.[1];

  await signInWithGoogle(page, 'admin@shop.test', 'Анна Администратор');
  await page.goto(`/dmn/buyer-orders/${number}`);
  const payment = page.getByRole('region', { name: 'Оплата картой' });
  await expect(payment).toContainText('Ссылку на оплату отправляют покупателю после подтверждения заказа.');
  await page.getByRole('group', { name: 'Изменить статус' }).getByRole('button', { name: 'Подтвердить' }).click();
  const field = payment.getByLabel(/Ссылка на оплату .* из кабинета банка/);
  // A page that is not the bank's is refused beside the field.
  await field.fill('https://yoomoney.ru.pay-here.example/checkout');
  await payment.getByRole('button', { name: 'Отправить ссылку покупателю' }).click();
  await expect(field).toHaveAccessibleDescription(/Ссылка ведёт на yoomoney\.ru\.pay-here\.example/);
  const bankLink = `https://yoomoney.ru/checkout/payments/v2/contract?orderId=e2e-${number}`;
  await field.fill(bankLink);
  await payment.getByRole('button', { name: 'Отправить ссылку покупателю' }).click();
  await expect(payment.getByRole('status')).toContainText(`Письмо со ссылкой поставлено в очередь на ${email}`);
  await expect(payment.getByRole('list', { name: 'Отправленные ссылки на оплату' })).toContainText(
    'Анна Администратор',
  );

  const mail = await messageTo(page.request, email, number, 'Оплата заказа');
  expect(mail.subject).toBe(`Оплата заказа № ${number} картой`);
  expect(mail.text).toContain(bankLink);

  // The buyer's page from the first e-mail's link offers the bank's page.
  await page.goto(link as string);
  const pay = page.getByRole('link', { name: /Оплатить картой/ });
  await expect(pay).toHaveAttribute('href', bankLink);
});
