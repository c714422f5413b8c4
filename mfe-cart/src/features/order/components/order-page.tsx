import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { Link, useLocation, useParams } from '@shop/shared/router';
import { SHOP_ADDRESS, SHOP_HOURS } from '@shop/shared/shop-facts';
import { useDocumentTitle } from '@shop/shared/ui';
import { orderFromRouteState } from '../../../lib/cart-paths';
import { formatPhone } from '../../../lib/phone';
import { OrderDetails } from './order-details';
import styles from './order-page.module.css';

/** «Ежедневно с 9:00 до 20:00» inside a sentence. */
const HOURS = SHOP_HOURS.charAt(0).toLowerCase() + SHOP_HOURS.slice(1);

function paymentStep(order: BuyerOrderFieldsFragment): string {
  switch (order.payment) {
    case 'CARD':
      return `После подтверждения пришлём на ${order.email} ссылку для оплаты картой.`;
    case 'INVOICE':
      return `После подтверждения пришлём счёт на оплату на ${order.email}.`;
    default:
      return 'Оплатите заказ наличными при получении.';
  }
}

function deliveryStep(order: BuyerOrderFieldsFragment): string {
  if (order.delivery === 'PICKUP') return `Когда заказ соберут, его можно будет забрать в магазине: ${SHOP_ADDRESS}.`;
  if (order.delivery === 'TRANSPORT_COMPANY') return 'Менеджер согласует с вами отправку транспортной компанией.';
  return 'Дату и время доставки менеджер согласует с вами по телефону.';
}

/** What happens after the order, as precisely as what we know about it allows. */
function NextSteps({ order }: { order: BuyerOrderFieldsFragment | null }) {
  if (!order) {
    return (
      <ol className={styles.steps}>
        <li>Менеджер позвонит вам, чтобы подтвердить заказ, — в рабочее время, {HOURS}.</li>
        <li>
          Если вы выбрали оплату картой, после подтверждения пришлём ссылку для оплаты; если по счёту — счёт придёт на
          электронную почту.
        </li>
      </ol>
    );
  }
  return (
    <ol className={styles.steps}>
      <li>
        Менеджер позвонит вам по номеру {formatPhone(order.phone)}, чтобы подтвердить заказ, — в рабочее время, {HOURS}.
      </li>
      <li>{paymentStep(order)}</li>
      <li>{deliveryStep(order)}</li>
    </ol>
  );
}

/** `/cart/order/:number`: the order is placed; what it holds (right after checkout) and what comes next. */
export function OrderPage() {
  const { number = '' } = useParams();
  const { state } = useLocation();
  const order = orderFromRouteState(state, number);
  useDocumentTitle(`Заказ № ${number} оформлен`);
  return (
    <section className={`page ${styles.page}`} aria-labelledby="order-title">
      <h1 id="order-title">Заказ № {number} оформлен</h1>
      <p>Спасибо за заказ! Мы его получили и скоро с вами свяжемся.</p>
      <h2>Что дальше</h2>
      <NextSteps order={order} />
      {order ? <OrderDetails order={order} /> : null}
      <p>
        <Link className="button" to="/">
          Вернуться в каталог
        </Link>
      </p>
    </section>
  );
}
