import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { Link, useLocation, useParams } from '@shop/shared/router';
import { orderNextSteps } from '@shop/shared/checkout';
import { useDocumentTitle } from '@shop/shared/ui';
import { orderFromRouteState } from '../../../lib/cart-paths';
import { OrderDetails } from './order-details';
import styles from './order-page.module.css';

/** What happens after the order, as precisely as what we know about it allows. */
function NextSteps({ order }: { order: BuyerOrderFieldsFragment | null }) {
  return (
    <ol className={styles.steps}>
      {orderNextSteps(order).map((step) => (
        <li key={step}>{step}</li>
      ))}
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
