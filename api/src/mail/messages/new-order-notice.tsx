import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { formatPhone, PAYMENT_METHODS } from '@shop/shared/checkout';
import { formatPrice } from '@shop/shared/format-price';
import type { OrderForMail } from './order-for-mail';
import { button, heading, MailLayout, text, type MailShop } from './mail-layout';
import { deliveryLine, OrderLines } from './order-received';

/** To the staff, for every new order: who ordered what, and a link to the order in the back-office. */
export function NewOrderNotice({ order, link, shop }: { order: OrderForMail; link: string; shop: MailShop }) {
  return (
    <MailLayout preview={`${order.contactName}, ${formatPrice(order.total)}`} shop={shop}>
      <Heading style={heading}>Новый заказ № {order.number}</Heading>
      <Text style={text}>
        {order.contactName}, {formatPhone(order.phone)}, {order.email}
        <br />
        <strong>Доставка.</strong> {deliveryLine(order)}
        <br />
        <strong>Оплата.</strong> {PAYMENT_METHODS[order.payment]}
      </Text>
      {order.comment ? <Text style={text}>Комментарий: {order.comment}</Text> : null}
      <OrderLines order={order} />
      <Button href={link} style={button}>
        Открыть заказ в back-office
      </Button>
    </MailLayout>
  );
}
