import {
  FREE_DELIVERY_THRESHOLD,
  PER_KM_BEYOND_RING_ROAD,
  RETURN_PERIOD_DAYS,
  RING_ROAD_DELIVERY_FEE,
} from '@shop/shared/delivery';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import styles from './product-card-view.module.css';

/** Delivery, return and warranty terms, from the shop's rules (requirements §9). */
export function DeliveryFacts({ warranty }: { warranty: string }) {
  return (
    <ul className={styles.delivery}>
      <li>
        Доставка по Москве в пределах МКАД — бесплатно от {formatPrice(FREE_DELIVERY_THRESHOLD)}, иначе{' '}
        {formatPrice(RING_ROAD_DELIVERY_FEE)}; за МКАД — плюс {formatPrice(PER_KM_BEYOND_RING_ROAD)} за км.{' '}
        <Link to="/delivery">Подробнее</Link>
      </li>
      <li>Самовывоз из магазина в Химках — бесплатно.</li>
      <li>
        Возврат в течение {RETURN_PERIOD_DAYS} дней. <Link to="/return">Как вернуть</Link>
      </li>
      {warranty ? <li>Гарантия: {warranty}.</li> : null}
    </ul>
  );
}
