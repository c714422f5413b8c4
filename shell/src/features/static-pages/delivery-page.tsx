import { FREE_DELIVERY_THRESHOLD, PER_KM_BEYOND_RING_ROAD, RING_ROAD_DELIVERY_FEE } from '@shop/shared/delivery';
import { formatPrice } from '@shop/shared/ui';
import { StaticPage } from './static-page';

export function DeliveryPage() {
  return (
    <StaticPage
      title="Доставка"
      description={`Доставка по Москве в пределах МКАД бесплатно от ${formatPrice(FREE_DELIVERY_THRESHOLD)}, за МКАД — ${PER_KM_BEYOND_RING_ROAD} ₽ за километр.`}
      underDevelopment
    >
      <ul>
        <li>
          В пределах МКАД — бесплатно при заказе от {formatPrice(FREE_DELIVERY_THRESHOLD)}, для заказов меньше —{' '}
          {formatPrice(RING_ROAD_DELIVERY_FEE)}.
        </li>
        <li>За МКАД — дополнительно {formatPrice(PER_KM_BEYOND_RING_ROAD)} за каждый километр от МКАД.</li>
        <li>За пределы Московской области — транспортной компанией, которую выберет покупатель.</li>
        <li>Самовывоз из магазина в Химках — бесплатно.</li>
      </ul>
    </StaticPage>
  );
}
