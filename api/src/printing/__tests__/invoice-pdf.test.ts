import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import { PNG } from 'pngjs';
import {
  DEMO_REQUISITES,
  invoiceSheet,
  paymentQrPayload,
  type InvoiceForSheet,
  type ShopRequisites,
} from '@shop/shared/invoice-sheet';
import { invoicePdf } from '../invoice-pdf';

const INVOICE: InvoiceForSheet = {
  nid: 17,
  createdAt: '2026-03-01T09:30:00.000Z',
  dueDate: '2026-03-06',
  cancelledAt: null,
  buyerOrderNid: 10042,
  buyerName: 'Анна Петрова | «Ремонт»',
  buyerPhone: '+7 916 123-45-67',
  buyerAddress: 'г. Химки, ул. Ленина, д. 1',
  lines: [
    {
      lineNo: 1,
      name: 'Смеситель для раковины Grohe Eurosmart',
      vendorCode: 'GR-33265',
      quantity: 2,
      price: 7490,
      amount: 14980,
    },
    {
      lineNo: 2,
      name: 'Унитаз-компакт Cersanit «Парма»',
      vendorCode: 'CS-PARMA',
      quantity: 1,
      price: 12350,
      amount: 12350,
    },
  ],
  deliveryCost: 700,
  total: 28030,
};

/** The PDF's text and the payload of the QR code found on its first page, read as a buyer's app would. */
async function readBack(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { text } = await parser.getText();
    const { pages } = await parser.getScreenshot({ scale: 3, first: 1 });
    const png = PNG.sync.read(Buffer.from(pages[0]!.data));
    const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    return { text: text.replace(/\s+/g, ' '), qr: qr?.data ?? null };
  } finally {
    await parser.destroy();
  }
}

describe('«Счёт на оплату» as PDF', () => {
  it('says what the sheet says, and its QR code carries the payment in the ГОСТ Р 56042-2014 format', async () => {
    const sheet = invoiceSheet(INVOICE, DEMO_REQUISITES);
    const { text, qr } = await readBack(await invoicePdf(sheet));
    expect(sheet).toEqual(invoiceSheet(INVOICE, DEMO_REQUISITES));
    for (const line of [
      sheet.title,
      ...sheet.supplier,
      sheet.buyer,
      sheet.basis,
      ...sheet.rows.flat().filter(Boolean),
      sheet.toPay,
      sheet.due,
    ])
      expect(text).toContain(line.replace(/\s+/g, ' '));
    expect(text).toContain('Счёт на оплату № 17 от 01.03.2026');
    expect(text).toContain('Итого к оплате: 28 030 ₽');
    expect(qr).toBe(sheet.paymentQr);
    expect(qr).toBe(
      'ST00012|Name=ООО «Сантехника»|PersonalAcc=40702810538000123456|BankName=ПАО Сбербанк|BIC=044525225' +
        '|CorrespAcc=30101810400000000225|PayeeINN=5047123455|KPP=504701001|Sum=2803000' +
        '|Purpose=Оплата по счёту № 17 от 01.03.2026 (заказ № 10042). Без НДС',
    );
  }, 30_000);

  it('an annulled invoice is stamped and has no QR code to pay it by', async () => {
    const sheet = invoiceSheet({ ...INVOICE, cancelledAt: '2026-03-02T10:00:00.000Z' }, DEMO_REQUISITES);
    const { text, qr } = await readBack(await invoicePdf(sheet));
    expect(text).toContain('АННУЛИРОВАН 02.03.2026 — к оплате не принимается');
    expect(qr).toBeNull();
  }, 30_000);
});

describe('the payment QR payload', () => {
  const entrepreneur: ShopRequisites = { ...DEMO_REQUISITES, name: 'ИП Иванов|Иван', inn: '500100732259', kpp: null };

  it('carries no KPP for an entrepreneur and no separator or line break from a name or purpose', () => {
    const payload = paymentQrPayload(entrepreneur, { sum: 1, purpose: 'Оплата\r\n|счёта' });
    expect(payload).toBe(
      'ST00012|Name=ИП Иванов Иван|PersonalAcc=40702810538000123456|BankName=ПАО Сбербанк|BIC=044525225' +
        '|CorrespAcc=30101810400000000225|PayeeINN=500100732259|Sum=100|Purpose=Оплата счёта',
    );
  });

  it("cuts the purpose at the standard's 210 characters", () => {
    const payload = paymentQrPayload(DEMO_REQUISITES, { sum: 1, purpose: 'я'.repeat(500) });
    expect(payload.split('|Purpose=')[1]).toHaveLength(210);
  });
});
