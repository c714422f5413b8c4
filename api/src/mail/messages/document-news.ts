import { eq } from 'drizzle-orm';
import { formatPrice } from '@shop/shared/format-price';
import type { ShopRequisites } from '@shop/shared/invoice-sheet';
import type { Db } from '../../db/open-database';
import type { MailKind } from '../../db/mail-schema';
import { buyerInvoices, payments } from '../../db/money-schema';
import { buyerReturns } from '../../db/returns-schema';
import { buyerInvoicePdf } from '../../printing/buyer-invoice-pdf';
import type { News } from './order-news';

/** The kinds of message about one of the order's documents (the document is the message's `documentNid`). */
const DOCUMENT_KINDS = ['INVOICE_ISSUED', 'RETURN_ACCEPTED', 'REFUND_PAID'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const isDocumentKind = (kind: MailKind): kind is DocumentKind =>
  (DOCUMENT_KINDS as readonly string[]).includes(kind);

/** A file the message carries. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What a document's message says, and the files it carries; null when the document no longer stands. */
export interface DocumentNews {
  news: News;
  attachments: MailAttachment[];
}

/** «6 марта» in Moscow, of a day written YYYY-MM-DD. */
const dayText = (day: string) =>
  new Date(`${day}T12:00:00+03:00`).toLocaleDateString('ru-RU', {
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Moscow',
  });

/** «Счёт на оплату»: the sum, the day to pay by, the PDF with its QR code attached. An annulled invoice is not sent. */
async function invoiceNews(db: Db, nid: number, requisites: ShopRequisites): Promise<DocumentNews | null> {
  const [invoice] = await db
    .select({ total: buyerInvoices.total, dueDate: buyerInvoices.dueDate, cancelledAt: buyerInvoices.cancelledAt })
    .from(buyerInvoices)
    .where(eq(buyerInvoices.nid, nid));
  const file = invoice && !invoice.cancelledAt ? await buyerInvoicePdf(db, nid, requisites) : null;
  if (!invoice || !file) return null;
  return {
    news: {
      subject: (order) => `Счёт № ${nid} на оплату заказа № ${order.number}`,
      lead: (order) => [
        `Выставили счёт № ${nid} на оплату заказа № ${order.number}: ${formatPrice(invoice.total)}, без НДС. Оплатить до ${dayText(invoice.dueDate)}.`,
        'Счёт — во вложении (PDF). На нём QR-код: наведите на него камеру в приложении своего банка, и получатель, сумма и назначение платежа заполнятся сами.',
        'Когда оплата поступит, мы подготовим заказ и напишем вам.',
      ],
      withLines: true,
    },
    attachments: [{ filename: file.fileName, contentType: file.contentType, content: file.bytes }],
  };
}

/** «Возврат принят»: the sum the shop owes back, and when it is paid. A return no longer posted is not told of. */
async function returnNews(db: Db, nid: number): Promise<DocumentNews | null> {
  const [accepted] = await db
    .select({ total: buyerReturns.total, status: buyerReturns.status })
    .from(buyerReturns)
    .where(eq(buyerReturns.nid, nid));
  if (accepted?.status !== 'POSTED') return null;
  return {
    news: {
      subject: (order) => `Возврат по заказу № ${order.number} принят`,
      lead: (order) => [
        `Мы приняли возвращённый товар по заказу № ${order.number} (возврат № ${nid}). К возврату: ${formatPrice(accepted.total)}.`,
        'Деньги вернём в течение 10 дней тем же способом, каким вы платили, — когда отправим их, придёт письмо.',
      ],
      withLines: false,
    },
    attachments: [],
  };
}

/** «Деньги возвращены»: how much, when and how. A payment no longer posted is not told of. */
async function refundNews(db: Db, nid: number): Promise<DocumentNews | null> {
  const [refund] = await db
    .select({ amount: payments.amount, paidOn: payments.paidOn, method: payments.method, status: payments.status })
    .from(payments)
    .where(eq(payments.nid, nid));
  if (refund?.status !== 'POSTED') return null;
  return {
    news: {
      subject: (order) => `Деньги по заказу № ${order.number} возвращены`,
      lead: (order) => [
        `${dayText(refund.paidOn)} мы вернули вам ${formatPrice(refund.amount)} по заказу № ${order.number}.`,
        refund.method === 'CASH'
          ? 'Деньги выданы наличными.'
          : 'Банк зачислит их на ваш счёт или карту в течение нескольких рабочих дней.',
      ],
      withLines: false,
    },
    attachments: [],
  };
}

/** The message about a document of the order, read from its rows when the message is sent. */
export function documentNews(
  db: Db,
  kind: DocumentKind,
  documentNid: number,
  requisites: ShopRequisites,
): Promise<DocumentNews | null> {
  if (kind === 'INVOICE_ISSUED') return invoiceNews(db, documentNid, requisites);
  if (kind === 'RETURN_ACCEPTED') return returnNews(db, documentNid);
  return refundNews(db, documentNid);
}
