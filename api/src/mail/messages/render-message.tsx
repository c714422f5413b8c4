import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import type { Db } from '../../db/open-database';
import type { MailKind } from '../../db/mail-schema';
import { NewOrderNotice } from './new-order-notice';
import { orderForMail, type LineOutlook, type OrderForMail } from './order-for-mail';
import { OrderReceived } from './order-received';
import { CANCELLED, CONFIRMED, DELIVERED, OrderNews, SHIPPED, type News } from './order-news';
import { orderLinkKey, orderLinkPath } from '../order-link';
import type { MailShop } from './mail-layout';
import {
  documentAttachments,
  documentFacts,
  documentNews,
  isDocumentKind,
  type DocumentFacts,
  type MailAttachment,
} from './document-news';

/** A message ready for the relay. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

/** What a message's links are made of (the shop's origin and the order's link key), and when its event was. */
interface Links {
  shop: MailShop;
  orderKey: string;
  at: Date;
}

interface MessageOf {
  subject: (order: OrderForMail) => string;
  body: (order: OrderForMail, links: Links) => ReactElement;
}

/** A status message: its words, with the order's link. */
const newsOf = (news: News): MessageOf => ({
  subject: news.subject,
  body: (order, { shop, orderKey, at }) => (
    <OrderNews
      news={news}
      order={order}
      at={at}
      shop={shop}
      link={`${shop.origin}${orderLinkPath(order.number, orderKey)}`}
    />
  ),
});

/** Each kind's subject (it names the order's number) and body. */
const MESSAGES: Record<Exclude<MailKind, DocumentFacts['kind']>, MessageOf> = {
  ORDER_RECEIVED: {
    subject: (order) => `Заказ № ${order.number} принят`,
    // The order's page without sign-in (a signed-in buyer has it in «Мои заказы» too).
    body: (order, { shop, orderKey }) => (
      <OrderReceived order={order} shop={shop} link={`${shop.origin}${orderLinkPath(order.number, orderKey)}`} />
    ),
  },
  ORDER_CONFIRMED: newsOf(CONFIRMED),
  ORDER_SHIPPED: newsOf(SHIPPED),
  ORDER_DELIVERED: newsOf(DELIVERED),
  ORDER_CANCELLED: newsOf(CANCELLED),
  NEW_ORDER_NOTICE: {
    subject: (order) => `Новый заказ № ${order.number}`,
    body: (order, { shop }) => (
      <NewOrderNotice order={order} shop={shop} link={`${shop.origin}/dmn/buyer-orders/${order.nid}`} />
    ),
  },
};

/**
 * Everything a message is rendered from, read when it is sent: its kind, the order's rows, its link key,
 * the moment it was queued (its event's), the shop, and for a document's message the document. Plain
 * data: the rendering runs in a thread of its own (mail/render-thread.ts).
 */
export interface MessageFacts {
  kind: MailKind;
  order: OrderForMail;
  orderKey: string;
  at: Date;
  shop: MailShop;
  document: DocumentFacts | null;
}

/** The messages that list an open order's lines, and so say which of them wait («под заказ») and until when. */
const TOLD_WAITING: ReadonlySet<MailKind> = new Set(['ORDER_RECEIVED', 'NEW_ORDER_NOTICE', 'ORDER_CONFIRMED']);

/** How a message's order is read: `orderForMail`, or a batch's reader that reads each order once. */
export type OrderReader = (db: Db, nid: number, outlook?: LineOutlook) => Promise<OrderForMail | null>;

/** The facts of a queued message; null when its order or its document is gone or no longer stands. */
export async function messageFacts(
  db: Db,
  {
    kind,
    orderNid,
    documentNid,
    queuedAt,
  }: { kind: MailKind; orderNid: number; documentNid: number | null; queuedAt: Date },
  shop: MailShop,
  outlook?: LineOutlook,
  readOrder: OrderReader = orderForMail,
): Promise<MessageFacts | null> {
  const order = await readOrder(db, orderNid, TOLD_WAITING.has(kind) ? outlook : undefined);
  if (!order) return null;
  let document: DocumentFacts | null = null;
  if (isDocumentKind(kind)) {
    document = documentNid === null ? null : await documentFacts(db, kind, documentNid);
    if (!document) return null;
  }
  return { kind, order, orderKey: await orderLinkKey(db, order), at: queuedAt, shop, document };
}

/** The message as HTML and plain text, with its attachments (an invoice's PDF). */
export async function renderFacts({ kind, order, orderKey, at, shop, document }: MessageFacts): Promise<RenderedMail> {
  const message = document ? newsOf(documentNews(document)) : MESSAGES[kind as keyof typeof MESSAGES];
  const body = message.body(order, { shop, orderKey, at });
  // Rendered once: the plain text is read from the HTML (what a second render would have done after its own).
  const html = await render(body);
  const attachments = document ? await documentAttachments(document, shop.requisites) : [];
  return { subject: message.subject(order), html, text: toPlainText(html), attachments };
}
