import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { orderNextSteps, PAYMENT_METHODS } from '@shop/shared/checkout';
import { SHOP_ADDRESS, SHOP_HOURS } from '@shop/shared/shop-facts';
import { formatPrice } from '@shop/shared/format-price';
import type { OrderForMail } from './order-for-mail';
import { button, heading, MailLayout, text, type MailShop } from './mail-layout';
import { deliveryLine, OrderLines } from './order-received';

/** A status message's own words: its subject (with the number) and what it tells the buyer. */
export interface News {
  subject: (order: OrderForMail) => string;
  lead: (order: OrderForMail, at: Date) => string[];
  /** Whether the buyer is shown the order's lines and sums again. */
  withLines: boolean;
  /** What the message asks the buyer to do, as its first button (a card payment link: «Оплатить …»). */
  action?: { label: string; href: string };
}

/** «2 декабря» in Moscow: the day a status was reached, as a buyer reads it. */
const day = (at: Date) => at.toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow' });

const isPickup = (order: OrderForMail) => order.delivery === 'PICKUP';

export const CONFIRMED: News = {
  subject: (order) => `Заказ № ${order.number} подтверждён`,
  // The next steps but the call that confirmed it: how the goods come (the payment is listed below).
  lead: (order) => [
    `Мы подтвердили ваш заказ № ${order.number} на ${formatPrice(order.total)}.`,
    ...orderNextSteps(order).slice(2),
  ],
  withLines: true,
};

export const SHIPPED: News = {
  subject: (order) => `Заказ № ${order.number} передан в доставку`,
  lead: (order, at) =>
    [
      `${day(at)} заказ № ${order.number} передан в доставку. ${deliveryLine(order)}.`,
      order.delivery === 'TRANSPORT_COMPANY'
        ? 'Номер отправления сообщит менеджер.'
        : 'Водитель позвонит вам перед приездом.',
      order.payment === 'CASH' ? `Оплата при получении: ${formatPrice(order.total)}.` : '',
    ].filter(Boolean),
  withLines: true,
};

export const DELIVERED: News = {
  subject: (order) => (isPickup(order) ? `Заказ № ${order.number} выдан` : `Заказ № ${order.number} доставлен`),
  lead: (order, at) => [
    isPickup(order)
      ? `${day(at)} заказ № ${order.number} выдан в магазине: ${SHOP_ADDRESS}.`
      : `${day(at)} заказ № ${order.number} доставлен.`,
    'Спасибо, что выбрали нас! Если с товаром что-то не так, ответьте на это письмо или позвоните нам — поможем с обменом и возвратом.',
  ],
  withLines: false,
};

export const CANCELLED: News = {
  subject: (order) => `Заказ № ${order.number} отменён`,
  lead: (order) => [
    `Заказ № ${order.number} отменён.`,
    order.payment === 'CASH'
      ? 'Если вы его не отменяли, ответьте на это письмо — разберёмся.'
      : 'Если вы уже оплатили заказ, деньги вернём тем же способом; если вы его не отменяли, ответьте на это письмо.',
    `Мы работаем ${SHOP_HOURS.charAt(0).toLowerCase()}${SHOP_HOURS.slice(1)}.`,
  ],
  withLines: false,
};

/** The buyer's message about a status their order reached. */
export function OrderNews({
  news,
  order,
  at,
  link,
  shop,
}: {
  news: News;
  order: OrderForMail;
  at: Date;
  link: string;
  shop: MailShop;
}) {
  const [first = '', ...rest] = news.lead(order, at);
  return (
    <MailLayout preview={first} shop={shop}>
      <Heading style={heading}>{news.subject(order)}</Heading>
      <Text style={text}>Здравствуйте, {order.contactName}!</Text>
      {[first, ...rest].map((line) => (
        <Text key={line} style={text}>
          {line}
        </Text>
      ))}
      {news.withLines ? (
        <>
          <OrderLines order={order} />
          <Text style={text}>
            <strong>Оплата.</strong> {PAYMENT_METHODS[order.payment]}
          </Text>
        </>
      ) : null}
      {news.action ? (
        <Text style={text}>
          <Button href={news.action.href} style={button}>
            {news.action.label}
          </Button>
        </Text>
      ) : null}
      <Button href={link} style={button}>
        Открыть заказ на сайте
      </Button>
    </MailLayout>
  );
}
