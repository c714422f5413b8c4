import { PDFParse } from 'pdf-parse';
import { DEMO_REQUISITES } from '@shop/shared/invoice-sheet';
import { placeOrderOver } from '../../testing/buyer-orders-admin';
import { graphqlData, refusalOf } from '../../testing/graphql-over-http';
import { moneyClient } from '../../testing/money-documents';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

const PDF = `query ($nid: Int!) { buyerInvoicePdf(nid: $nid) { fileName contentType base64 } }`;
const REQUISITES = `{ shopRequisites { name inn kpp address bank bic correspondentAccount account } }`;

describe.each(TEST_ENGINES)('the invoice’s PDF and the shop’s requisites over GraphQL (%s)', (engine) => {
  const shop = testShop(engine, {
    staff: {
      seller: ['pdf-seller@shop.test', { isSeller: true }],
      driver: ['pdf-driver@shop.test', { isDriver: true }],
    },
  });

  it('a seller downloads «Счёт на оплату» of an invoice: the invoice’s own data, the configured requisites', async () => {
    const orderNid = await placeOrderOver(shop.base, { lines: [{ nid: 1, quantity: 2, price: 10_000 }] });
    const invoice = await moneyClient(shop.base, shop.tokens.seller).invoiceOrder(orderNid, '2026-12-01');
    const { buyerInvoicePdf: file } = await graphqlData<{
      buyerInvoicePdf: { fileName: string; contentType: string; base64: string };
    }>(shop.base, PDF, { nid: invoice.nid }, shop.tokens.seller);
    expect(file.fileName).toBe(`Счёт № ${invoice.nid}.pdf`);
    expect(file.contentType).toBe('application/pdf');
    const bytes = Buffer.from(file.base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain(`Счёт на оплату № ${invoice.nid}`);
    expect(text).toContain(`Основание: заказ № ${orderNid}`);
    expect(text).toContain('Покупатель: Иван Петров');
    expect(text).toContain(`ИНН ${DEMO_REQUISITES.inn}, КПП ${DEMO_REQUISITES.kpp}`);
    expect(text).toContain('Оплатить до 01.12.2026.');
  }, 30_000);

  it('no such invoice is null; a guest and staff outside «Счета покупателям» are refused', async () => {
    expect(await graphqlData(shop.base, PDF, { nid: 999_999 }, shop.tokens.seller)).toEqual({ buyerInvoicePdf: null });
    expect((await refusalOf(shop.base, PDF, { nid: 1 })).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await refusalOf(shop.base, PDF, { nid: 1 }, shop.tokens.driver)).extensions?.code).toBe('FORBIDDEN');
  });

  it('the requisites are the configured ones, for anyone signed in and no guest', async () => {
    expect(await graphqlData(shop.base, REQUISITES, {}, shop.tokens.driver)).toEqual({
      shopRequisites: DEMO_REQUISITES,
    });
    expect((await refusalOf(shop.base, REQUISITES, {})).extensions?.code).toBe('UNAUTHENTICATED');
  });
});
