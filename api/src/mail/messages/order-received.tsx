import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Heading } from '@react-email/heading';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { awaitedText } from '@shop/shared/availability';
import { orderNextSteps, PAYMENT_METHODS } from '@shop/shared/checkout';
import { DELIVERY_METHODS } from '@shop/shared/delivery';
import { formatPrice } from '@shop/shared/format-price';
import type { OrderForMail } from './order-for-mail';
import { button, heading, MailLayout, text, type MailShop } from './mail-layout';

const cell = { fontSize: '15px', lineHeight: '22px', padding: '6px 0', verticalAlign: 'top' };
const sum = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const, paddingLeft: '12px' };
const total = { ...sum, fontWeight: 'bold' };

/** Where the goods go: the method and, for the ones that use them, the address or the carrier. */
export function deliveryLine(order: OrderForMail): string {
  const method = DELIVERY_METHODS[order.delivery];
  if (order.delivery === 'TRANSPORT_COMPANY') return `${method}: ${order.carrier ?? ''}, ${order.address ?? ''}`;
  return order.address ? `${method}: ${order.address}` : method;
}

/** The order's lines and sums, as the buyer's and the staff's messages both list them. */
export function OrderLines({ order }: { order: OrderForMail }) {
  return (
    <Section>
      {order.lines.map((line) => (
        <Row key={line.vendorCode}>
          <Column style={cell}>
            {line.name} <span style={{ color: '#59636e' }}>(арт. {line.vendorCode})</span>
            <br />
            {line.quantity} шт. × {formatPrice(line.price)}
            {line.awaited > 0 ? (
              <>
                <br />
                <span style={{ color: '#9a3412' }}>{awaitedText(line)}</span>
              </>
            ) : null}
          </Column>
          <Column style={sum}>{formatPrice(line.amount)}</Column>
        </Row>
      ))}
      <Row>
        <Column style={cell}>Товары</Column>
        <Column style={sum}>{formatPrice(order.goodsTotal)}</Column>
      </Row>
      <Row>
        <Column style={cell}>Доставка</Column>
        <Column style={sum}>{order.deliveryCost === 0 ? 'бесплатно' : formatPrice(order.deliveryCost)}</Column>
      </Row>
      <Row>
        <Column style={{ ...cell, fontWeight: 'bold' }}>Итого</Column>
        <Column style={total}>{formatPrice(order.total)}</Column>
      </Row>
    </Section>
  );
}

/** To the buyer, once the order is placed: what was ordered, how it comes and is paid, what happens next. */
export function OrderReceived({ order, link, shop }: { order: OrderForMail; link: string; shop: MailShop }) {
  return (
    <MailLayout preview={`Заказ № ${order.number} на ${formatPrice(order.total)} принят`} shop={shop}>
      <Heading style={heading}>Заказ № {order.number} принят</Heading>
      <Text style={text}>Здравствуйте, {order.contactName}! Спасибо за заказ — мы его получили.</Text>
      <OrderLines order={order} />
      <Text style={text}>
        <strong>Доставка.</strong> {deliveryLine(order)}
        <br />
        <strong>Оплата.</strong> {PAYMENT_METHODS[order.payment]}
      </Text>
      <Heading as="h2" style={{ ...heading, fontSize: '18px' }}>
        Что дальше
      </Heading>
      <ol style={{ ...text, paddingLeft: '20px' }}>
        {orderNextSteps(order).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Button href={link} style={button}>
        Открыть заказ на сайте
      </Button>
      <Text style={{ ...text, fontSize: '14px', color: '#59636e' }}>
        Если вы не оформляли этот заказ, просто ответьте на это письмо.
      </Text>
    </MailLayout>
  );
}
