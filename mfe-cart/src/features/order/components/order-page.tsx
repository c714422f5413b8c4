import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { useQuery } from '@shop/shared/apollo';
import { Link, useLocation, useParams, useSearchParams } from '@shop/shared/router';
import { BUYER_ORDER_STATUS_TITLES, orderNextSteps } from '@shop/shared/checkout';
import { LoadingView, NotFound, useDocumentTitle } from '@shop/shared/ui';
import { BuyerOrderByLinkDocument, type BuyerOrderByLinkQuery } from '../../../lib/graphql/operations.generated';
import { CardPaymentOffer } from '../../../lib/card-payment-offer';
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

/** `/cart/order/:number`: right after checkout (the order in router state), or opened from an e-mail's link (`?key=`). */
export function OrderPage() {
  const { number = '' } = useParams();
  const { state } = useLocation();
  const [params] = useSearchParams();
  const placed = orderFromRouteState(state, number);
  const key = params.get('key');
  if (!placed && key) return <LinkedOrder number={number} linkKey={key} />;
  return <PlacedOrder number={number} order={placed} />;
}

function PlacedOrder({ number, order }: { number: string; order: BuyerOrderFieldsFragment | null }) {
  useDocumentTitle(`Заказ № ${number} оформлен`);
  return (
    <section className={`page ${styles.page}`} aria-labelledby="order-title">
      <h1 id="order-title">Заказ № {number} оформлен</h1>
      <p>Спасибо за заказ! Мы его получили и скоро с вами свяжемся.</p>
      <h2>Что дальше</h2>
      <NextSteps order={order} />
      {order ? <OrderDetails order={order} /> : null}
      <BackToCatalogue />
    </section>
  );
}

/** The order an e-mail's link names: shown without sign-in; a changed or revoked key is a page not found. */
function LinkedOrder({ number, linkKey }: { number: string; linkKey: string }) {
  // Personal data: always asked for, never kept for the next visitor of this browser.
  const { data, error, loading, refetch } = useQuery(BuyerOrderByLinkDocument, {
    variables: { number, key: linkKey },
    fetchPolicy: 'no-cache',
  });
  const order = data?.buyerOrderByLink;
  if (loading) return <LoadingView label="Загружаем заказ…" />;
  if (error && !data)
    return (
      <div role="alert" className="page">
        <p>Не удалось загрузить заказ. Проверьте связь и попробуйте ещё раз.</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          Повторить
        </button>
      </div>
    );
  if (!order) return <NotFound />;
  return <OrderFromLink order={order} />;
}

function OrderFromLink({ order }: { order: BuyerOrderByLinkQuery['buyerOrderByLink'] & object }) {
  useDocumentTitle(`Заказ № ${order.number}`);
  return (
    <section className={`page ${styles.page}`} aria-labelledby="order-title">
      <h1 id="order-title">Заказ № {order.number}</h1>
      <p>
        Статус: <strong>{BUYER_ORDER_STATUS_TITLES[order.status]}</strong>
      </p>
      {order.status === 'NEW' ? (
        <>
          <h2>Что дальше</h2>
          <NextSteps order={order} />
        </>
      ) : null}
      <CardPaymentOffer payment={order.cardPayment} />
      <OrderDetails order={order} />
      <BackToCatalogue />
    </section>
  );
}

function BackToCatalogue() {
  return (
    <p>
      <Link className="button" to="/">
        Вернуться в каталог
      </Link>
    </p>
  );
}
