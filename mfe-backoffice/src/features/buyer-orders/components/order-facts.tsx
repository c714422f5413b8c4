import { PAYMENT_METHODS } from '@shop/shared/checkout';
import { DELIVERY_METHODS } from '@shop/shared/delivery';
import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import styles from './buyer-orders.module.css';

const km = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** Who to call, where the goods go and how they are paid for; empty facts are left out. */
export function OrderFacts({ order }: { order: BuyerOrderFieldsFragment }) {
  const facts: [string, string][] = [
    ['Покупатель', order.contactName],
    ['Телефон', order.phone],
    ['E-mail', order.email],
    ['Получение', DELIVERY_METHODS[order.delivery]],
  ];
  if (order.address) facts.push(['Адрес', order.address]);
  if (order.distanceKm !== null) facts.push(['Расстояние от МКАД', `${km.format(order.distanceKm)} км`]);
  if (order.carrier) facts.push(['Транспортная компания', order.carrier]);
  facts.push([
    'Стоимость доставки',
    order.delivery === 'TRANSPORT_COMPANY' ? 'оплачивается перевозчику' : formatPrice(order.deliveryCost),
  ]);
  facts.push(['Оплата', PAYMENT_METHODS[order.payment]]);
  if (order.comment) facts.push(['Комментарий', order.comment]);
  return (
    <section aria-labelledby="order-facts-title">
      <h2 id="order-facts-title">Покупатель и доставка</h2>
      <dl className={styles.facts}>
        {facts.map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
