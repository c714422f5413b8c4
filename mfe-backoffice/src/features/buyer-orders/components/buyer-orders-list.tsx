import { useCallback } from 'react';
import { canPerform } from '@shop/shared/access';
import { useQuery } from '@shop/shared/apollo';
import { Link } from '@shop/shared/router';
import { useShopStore } from '@shop/shared/store';
import { BuyerOrdersDocument } from '../../../lib/graphql/operations.generated';
import { LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import { useListParams } from '../../../lib/use-list-params';
import { filterOf, isNewestView, listVariables } from '../api/buyer-order-list-variables';
import { useLiveBuyerOrders } from '../hooks/use-live-buyer-orders';
import { BuyerOrderFilters } from './buyer-order-filters';
import { BuyerOrdersTable } from './buyer-orders-table';
import styles from './buyer-orders.module.css';

/** `/dmn/buyer-orders`: the storefront's orders, newest first, with filters and pages in the address. */
export function BuyerOrdersList() {
  useDocumentTitle('Заказы покупателей');
  const seesFailedMail = useShopStore((roles) => canPerform(roles, 'readFailedMail'));
  const { page, skip, limit, filter: read, setFilters, setPage } = useListParams();
  const filter = filterOf(read);
  const variables = listVariables(filter, skip, limit);
  const { data, error, loading, refetch } = useQuery(BuyerOrdersDocument, { variables });
  const reload = useCallback(() => void refetch(), [refetch]);
  const live = useLiveBuyerOrders(variables, isNewestView(filter, skip), reload);
  const list = data?.buyerOrders;
  const refresh = () => {
    live.clearPending();
    reload();
  };
  return (
    <section className="page" aria-labelledby="buyer-orders-title">
      <div className={styles.header}>
        <h1 id="buyer-orders-title">Заказы покупателей</h1>
        {list ? <span>Всего: {list.total}</span> : null}
        <Link to="waiting">Ждут товар</Link>
        {seesFailedMail ? <Link to="mail">Неотправленные письма</Link> : null}
      </div>
      <BuyerOrderFilters value={read} onChange={setFilters} />
      {live.pendingCount > 0 ? (
        <p className={styles.liveNotice} role="status">
          Новые заказы: {live.pendingCount}
          <button type="button" className="button" onClick={refresh}>
            Обновить
          </button>
        </p>
      ) : null}
      {error && !list ? <QueryError what="заказы" onRetry={refresh} /> : null}
      {!list && loading ? <LoadingView label="Загружаем заказы…" /> : null}
      {list && list.items.length === 0 ? (
        <EmptyList>
          {Object.keys(filter).length > 0 || skip > 0
            ? 'Заказов с такими условиями нет. Измените отбор или сбросьте его.'
            : 'Заказов пока нет.'}
        </EmptyList>
      ) : null}
      {list && list.items.length > 0 ? <BuyerOrdersTable orders={list.items} /> : null}
      {list ? <ListPager total={list.total} page={page} pageSize={limit} onPage={setPage} /> : null}
    </section>
  );
}
