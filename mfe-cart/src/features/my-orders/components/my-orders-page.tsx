import { useQuery } from '@shop/shared/apollo';
import { MyBuyerOrdersDocument } from '../../../lib/graphql/operations.generated';
import { Link, useSearchParams } from '@shop/shared/router';
import { useShopStore } from '@shop/shared/store';
import { LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { MY_ORDERS_PATH } from '../../../lib/cart-paths';
import { MyOrderItem } from './my-order-item';
import styles from './my-orders.module.css';

/** Orders per page. */
const MY_ORDERS_PAGE_SIZE = 20;

const SIGN_IN_PATH = `/auth?next=${encodeURIComponent(MY_ORDERS_PATH)}`;

/** `/cart/orders`: the signed-in buyer's orders, newest first. */
export function MyOrdersPage() {
  useDocumentTitle('Мои заказы');
  const authLoading = useShopStore((state) => state.authLoading);
  const uid = useShopStore((state) => state.user?.uid ?? null);
  return (
    <section className={`page ${styles.page}`} aria-labelledby="my-orders-title">
      <h1 id="my-orders-title">Мои заказы</h1>
      {authLoading ? <LoadingView label="Проверяем вход…" /> : null}
      {!authLoading && !uid ? (
        <p>
          <Link to={SIGN_IN_PATH}>Войдите, чтобы увидеть свои заказы</Link>
        </p>
      ) : null}
      {/* Keyed by the buyer: another sign-in in this tab never sees the previous buyer's list. */}
      {uid ? <MyOrdersList key={uid} /> : null}
    </section>
  );
}

function MyOrdersList() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  // Personal data: always asked for, never shown from an earlier visitor's cache.
  const { data, error, loading, refetch } = useQuery(MyBuyerOrdersDocument, {
    variables: { skip: (page - 1) * MY_ORDERS_PAGE_SIZE, limit: MY_ORDERS_PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const orders = data?.myBuyerOrders;
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  if (!orders && loading) return <LoadingView label="Загружаем заказы…" />;
  if (!orders) {
    if (!error) return null;
    return (
      <div role="alert">
        <p>Не удалось загрузить заказы. Проверьте связь и попробуйте ещё раз.</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          Повторить
        </button>
      </div>
    );
  }
  if (orders.length === 0) {
    return page > 1 ? (
      <p>
        На этой странице заказов нет. <Link to={MY_ORDERS_PATH}>К последним заказам</Link>
      </p>
    ) : (
      <p>
        Вы ещё ничего не заказывали. <Link to="/">Перейти в каталог</Link>
      </p>
    );
  }
  return (
    <>
      <ul className={styles.orders} aria-label="Заказы">
        {orders.map((order) => (
          <MyOrderItem key={order.nid} order={order} />
        ))}
      </ul>
      {page > 1 || orders.length === MY_ORDERS_PAGE_SIZE ? (
        <nav className={styles.pager} aria-label="Страницы заказов">
          <button
            type="button"
            className="button button--secondary"
            disabled={page <= 1}
            onClick={() => goTo(page - 1)}
          >
            ← Новее
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={orders.length < MY_ORDERS_PAGE_SIZE}
            onClick={() => goTo(page + 1)}
          >
            Старше →
          </button>
        </nav>
      ) : null}
    </>
  );
}
