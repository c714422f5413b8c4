import {
  FREE_DELIVERY_THRESHOLD,
  PER_KM_BEYOND_RING_ROAD,
  RETURN_PERIOD_DAYS,
  RING_ROAD_DELIVERY_FEE,
} from '@shop/shared/delivery';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import styles from './product-card-view.module.css';

/** Where the product can be picked up, and when: the shop has a free unit (today, or tomorrow late in the day), or it comes from the warehouse. */
function pickupFact(pickup: Pickup): string {
  if (pickup === 'today') return 'Самовывоз сегодня из магазина в Химках — бесплатно.';
  if (pickup === 'tomorrow') return 'Самовывоз завтра из магазина в Химках — бесплатно.';
  if (pickup === 'from-warehouse') return 'Самовывоз из магазина в Химках — бесплатно, когда привезём товар со склада.';
  return 'Самовывоз из магазина в Химках — бесплатно.';
}

/** Whether the shop has the product to pick up (today, or tomorrow once today's pickup hours are over), has it at the warehouse only, or neither (it is awaited). */
export type Pickup = 'today' | 'tomorrow' | 'from-warehouse' | 'awaited';

/** Delivery, pickup, return and warranty terms, from the shop's rules (requirements §9) and the product's stock. */
export function DeliveryFacts({ warranty, pickup }: { warranty: string; pickup: Pickup }) {
  return (
    <ul className={styles.delivery}>
      <li>
        Доставка по Москве в пределах МКАД — бесплатно от {formatPrice(FREE_DELIVERY_THRESHOLD)}, иначе{' '}
        {formatPrice(RING_ROAD_DELIVERY_FEE)}; за МКАД — плюс {formatPrice(PER_KM_BEYOND_RING_ROAD)} за км.{' '}
        <Link to="/delivery">Подробнее</Link>
      </li>
      <li>{pickupFact(pickup)}</li>
      <li>
        Возврат в течение {RETURN_PERIOD_DAYS} дней. <Link to="/return">Как вернуть</Link>
      </li>
      {warranty ? <li>Гарантия: {warranty}.</li> : null}
    </ul>
  );
}
