import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { Db } from '../../db/open-database';
import type { MailKind } from '../../db/mail-schema';
import { NewOrderNotice } from './new-order-notice';
import { orderForMail, type OrderForMail } from './order-for-mail';
import { OrderReceived } from './order-received';

/** A message ready for the relay. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface MessageOf {
  subject: (order: OrderForMail) => string;
  body: (order: OrderForMail, origin: string) => ReactElement;
}

/** Each kind's subject (it names the order's number) and body. */
const MESSAGES: Record<MailKind, MessageOf> = {
  ORDER_RECEIVED: {
    subject: (order) => `Заказ № ${order.number} принят`,
    // A signed-in buyer finds the order in «Мои заказы»; a guest's link is the order's page.
    body: (order, origin) => (
      <OrderReceived
        order={order}
        origin={origin}
        link={`${origin}${order.userUid ? '/cart/orders' : `/cart/order/${encodeURIComponent(order.number)}`}`}
      />
    ),
  },
  NEW_ORDER_NOTICE: {
    subject: (order) => `Новый заказ № ${order.number}`,
    body: (order, origin) => (
      <NewOrderNotice order={order} origin={origin} link={`${origin}/dmn/buyer-orders/${order.nid}`} />
    ),
  },
};

/**
 * The message of a kind about an order, as HTML and plain text, from the order's rows as they are now;
 * null when the order is gone. `origin` is the shop's address its links are on (PUBLIC_URL).
 */
export async function renderMessage(
  db: Db,
  kind: MailKind,
  orderNid: number,
  origin: string,
): Promise<RenderedMail | null> {
  const order = await orderForMail(db, orderNid);
  if (!order) return null;
  const message = MESSAGES[kind];
  const body = message.body(order, origin);
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
  return { subject: message.subject(order), html, text };
}
