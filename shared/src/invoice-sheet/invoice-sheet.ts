import { formatPrice } from '../ui/format-price';
import { SHOP_TIME_ZONE } from '../shop-days';
import { paymentQrPayload } from './payment-qr';
import { requisitesLines, type ShopRequisites } from './shop-requisites';

/** A line of goods as a paper document lists it (an invoice, a delivery note). */
export interface GoodsLine {
  lineNo: number;
  name: string;
  vendorCode: string;
  quantity: number;
  price: number;
  amount: number;
}

/** An invoice to a buyer as the sheet needs it (the API's row and the back-office's query both have it). */
export interface InvoiceForSheet {
  nid: number;
  /** ISO 8601. */
  createdAt: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  cancelledAt?: string | null;
  buyerOrderNid: number;
  buyerName: string;
  buyerInn?: string | null;
  buyerPhone?: string | null;
  buyerAddress?: string | null;
  lines: readonly GoodsLine[];
  deliveryCost: number;
  total: number;
}

/** The invoice as the sheet says it: every line of text, in order, ready for paper or PDF. */
export interface InvoiceSheet {
  /** «Счёт на оплату № 12 от 01.03.2026». */
  title: string;
  /** The stamp on an annulled invoice, or null. */
  annulled: string | null;
  /** The supplier's block: the shop's requisites, a line each. */
  supplier: string[];
  buyer: string;
  basis: string;
  columns: string[];
  /** Which columns are figures (right-aligned). */
  figures: boolean[];
  /** The goods, then delivery when it costs something; each row's cells as printed. */
  rows: string[][];
  /** «Итого» and its sum. */
  totalRow: [string, string];
  toPay: string;
  vat: string;
  due: string;
  signatures: string;
  /** The ГОСТ Р 56042-2014 payment QR's text; null on an annulled invoice (it is not paid). */
  paymentQr: string | null;
}

const MOSCOW_DAY = new Intl.DateTimeFormat('ru-RU', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A moment's Moscow day: «01.03.2026». */
const dayOf = (iso: string) => MOSCOW_DAY.format(new Date(iso));
/** A day written YYYY-MM-DD as «01.03.2026». */
const dayText = (day: string) => day.split('-').reverse().join('.');

/** The buyer as the sheet names them: name, then the ИНН, phone and address they have. */
function buyerOf(invoice: InvoiceForSheet): string {
  const parts = [
    invoice.buyerName,
    invoice.buyerInn ? `ИНН ${invoice.buyerInn}` : null,
    invoice.buyerPhone ? `тел. ${invoice.buyerPhone}` : null,
    invoice.buyerAddress || null,
  ];
  return `Покупатель: ${parts.filter(Boolean).join(', ')}`;
}

/** «Счёт на оплату» of an invoice, with the shop's requisites as the supplier. */
export function invoiceSheet(invoice: InvoiceForSheet, requisites: ShopRequisites): InvoiceSheet {
  const title = `Счёт на оплату № ${invoice.nid} от ${dayOf(invoice.createdAt)}`;
  const rows = invoice.lines.map((line, index) => [
    String(line.lineNo || index + 1),
    line.name,
    line.vendorCode,
    `${line.quantity} шт.`,
    formatPrice(line.price),
    formatPrice(line.amount),
  ]);
  if (invoice.deliveryCost > 0)
    rows.push([String(invoice.lines.length + 1), 'Доставка', '', '', '', formatPrice(invoice.deliveryCost)]);
  return {
    title,
    annulled: invoice.cancelledAt ? `АННУЛИРОВАН ${dayOf(invoice.cancelledAt)} — к оплате не принимается` : null,
    supplier: requisitesLines(requisites),
    buyer: buyerOf(invoice),
    basis: `Основание: заказ № ${invoice.buyerOrderNid}`,
    columns: ['№', 'Товар', 'Артикул', 'Кол-во', 'Цена', 'Сумма'],
    figures: [false, false, false, true, true, true],
    rows,
    totalRow: ['Итого', formatPrice(invoice.total)],
    toPay: `Итого к оплате: ${formatPrice(invoice.total)}`,
    vat: 'Без НДС',
    due: `Оплатить до ${dayText(invoice.dueDate)}.`,
    signatures: 'Руководитель ____________ Бухгалтер ____________',
    paymentQr: invoice.cancelledAt
      ? null
      : paymentQrPayload(requisites, {
          sum: invoice.total,
          purpose: `Оплата по счёту № ${invoice.nid} от ${dayOf(invoice.createdAt)} (заказ № ${invoice.buyerOrderNid}). Без НДС`,
        }),
  };
}
