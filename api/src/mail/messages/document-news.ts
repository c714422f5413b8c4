import { desc, eq } from 'drizzle-orm';
import { formatPrice } from '@shop/shared/format-price';
import { invoiceSheet, type InvoiceForSheet, type ShopRequisites } from '@shop/shared/invoice-sheet';
import type { Db } from '../../db/open-database';
import type { MailKind } from '../../db/mail-schema';
import { payments, type PAYMENT_METHODS } from '../../db/money-schema';
import { buyerReturns } from '../../db/returns-schema';
import { cardPaymentLinks } from '../../db/schema';
import { invoiceForSheet, invoicePdfName } from '../../printing/buyer-invoice-pdf';
import { invoicePdf } from '../../printing/invoice-pdf';
import type { News } from './order-news';

/** The kinds of message about one of the order's documents (the document is the message's `documentNid`). */
const DOCUMENT_KINDS = ['INVOICE_ISSUED', 'RETURN_ACCEPTED', 'REFUND_PAID', 'CARD_PAYMENT_LINK'] as const;
type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const isDocumentKind = (kind: MailKind): kind is DocumentKind =>
  (DOCUMENT_KINDS as readonly string[]).includes(kind);

/** A file the message carries. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * What a document's message needs of it, read from its rows when the message is sent: plain data, so the
 * message is rendered off the API's event loop (mail/render-thread.ts).
 */
export type DocumentFacts =
  | { kind: 'INVOICE_ISSUED'; nid: number; invoice: InvoiceForSheet }
  | { kind: 'RETURN_ACCEPTED'; nid: number; total: number }
  | { kind: 'REFUND_PAID'; nid: number; amount: number; paidOn: string; method: (typeof PAYMENT_METHODS)[number] }
  | { kind: 'CARD_PAYMENT_LINK'; nid: number; url: string; amount: number };

/**
 * The document's facts; null when it no longer stands (an annulled invoice, a return or payment no longer
 * posted): its message is then not sent.
 */
export async function documentFacts(db: Db, kind: DocumentKind, nid: number): Promise<DocumentFacts | null> {
  if (kind === 'INVOICE_ISSUED') {
    const invoice = await invoiceForSheet(db, nid);
    return invoice && !invoice.cancelledAt ? { kind, nid, invoice } : null;
  }
  if (kind === 'RETURN_ACCEPTED') {
    const [accepted] = await db
      .select({ total: buyerReturns.total, status: buyerReturns.status })
      .from(buyerReturns)
      .where(eq(buyerReturns.nid, nid));
    return accepted?.status === 'POSTED' ? { kind, nid, total: accepted.total } : null;
  }
  if (kind === 'CARD_PAYMENT_LINK') {
    const [link] = await db
      .select({ orderNid: cardPaymentLinks.orderNid, url: cardPaymentLinks.url, amount: cardPaymentLinks.amount })
      .from(cardPaymentLinks)
      .where(eq(cardPaymentLinks.id, nid));
    if (!link) return null;
    // A newer link for the order replaces this one: its own message says it.
    const [newest] = await db
      .select({ id: cardPaymentLinks.id })
      .from(cardPaymentLinks)
      .where(eq(cardPaymentLinks.orderNid, link.orderNid))
      .orderBy(desc(cardPaymentLinks.id))
      .limit(1);
    return newest?.id === nid ? { kind, nid, url: link.url, amount: link.amount } : null;
  }
  const [refund] = await db
    .select({ amount: payments.amount, paidOn: payments.paidOn, method: payments.method, status: payments.status })
    .from(payments)
    .where(eq(payments.nid, nid));
  return refund?.status === 'POSTED'
    ? { kind, nid, amount: refund.amount, paidOn: refund.paidOn, method: refund.method }
    : null;
}

/** «6 марта» in Moscow, of a day written YYYY-MM-DD. */
const dayText = (day: string) =>
  new Date(`${day}T12:00:00+03:00`).toLocaleDateString('ru-RU', {
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Moscow',
  });

/** What the document's message says: its subject (with the order's number) and its lead. */
export function documentNews(facts: DocumentFacts): News {
  if (facts.kind === 'INVOICE_ISSUED') {
    const { nid, invoice } = facts;
    return {
      subject: (order) => `Счёт № ${nid} на оплату заказа № ${order.number}`,
      lead: (order) => [
        `Выставили счёт № ${nid} на оплату заказа № ${order.number}: ${formatPrice(invoice.total)}, без НДС. Оплатить до ${dayText(invoice.dueDate)}.`,
        'Счёт — во вложении (PDF). На нём QR-код: наведите на него камеру в приложении своего банка, и получатель, сумма и назначение платежа заполнятся сами.',
        'Когда оплата поступит, мы подготовим заказ и напишем вам.',
      ],
      withLines: true,
    };
  }
  if (facts.kind === 'CARD_PAYMENT_LINK')
    return {
      subject: (order) => `Оплата заказа № ${order.number} картой`,
      lead: (order) => [
        `Заказ № ${order.number} можно оплатить картой: ${formatPrice(facts.amount)}. Кнопка ниже откроет защищённую страницу оплаты банка.`,
        'Когда оплата поступит, мы подготовим заказ и напишем вам.',
      ],
      action: { label: `Оплатить ${formatPrice(facts.amount)} картой`, href: facts.url },
      withLines: true,
    };
  if (facts.kind === 'RETURN_ACCEPTED')
    return {
      subject: (order) => `Возврат по заказу № ${order.number} принят`,
      lead: (order) => [
        `Мы приняли возвращённый товар по заказу № ${order.number} (возврат № ${facts.nid}). К возврату: ${formatPrice(facts.total)}.`,
        'Деньги вернём в течение 10 дней тем же способом, каким вы платили, — когда отправим их, придёт письмо.',
      ],
      withLines: false,
    };
  return {
    subject: (order) => `Деньги по заказу № ${order.number} возвращены`,
    lead: (order) => [
      `${dayText(facts.paidOn)} мы вернули вам ${formatPrice(facts.amount)} по заказу № ${order.number}.`,
      facts.method === 'CASH'
        ? 'Деньги выданы наличными.'
        : 'Банк зачислит их на ваш счёт или карту в течение нескольких рабочих дней.',
    ],
    withLines: false,
  };
}

/** The files the document's message carries: the invoice's PDF with its payment QR. */
export async function documentAttachments(facts: DocumentFacts, requisites: ShopRequisites): Promise<MailAttachment[]> {
  if (facts.kind !== 'INVOICE_ISSUED') return [];
  return [
    {
      filename: invoicePdfName(facts.nid),
      contentType: 'application/pdf',
      content: await invoicePdf(invoiceSheet(facts.invoice, requisites)),
    },
  ];
}
