import { useQuery } from '@shop/shared/apollo';
import { RETURN_PERIOD_DAYS } from '@shop/shared/delivery';
import { BuyerReturnsDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice, LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { formatMoment } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { StatusBadge } from '../../../components/status-badge';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import { useListParams } from '../../../lib/use-list-params';
import { BuyerReturnFilters, buyerReturnFilterOf } from './buyer-return-filters';
import { DataTable } from '../../../components/data-table';

/** `/dmn/buyer-returns`: returns from buyers, newest first, filtered and paged in the address. */
export function BuyerReturnsList() {
  useDocumentTitle('Возвраты покупателей');
  const list = useListParams();
  const filter = buyerReturnFilterOf(list.filter);
  const { data, loading, error, refetch } = useQuery(BuyerReturnsDocument, { variables: { filter, skip: list.skip, limit: list.limit } });
  const returns = data?.buyerReturns;
  return (
    <section className="page" aria-labelledby="buyer-returns-title">
      <h1 id="buyer-returns-title">Возвраты покупателей</h1>
      <p className={styles.muted}>
        Возврат оформляется из проведённой отгрузки: откройте её в разделе <Link to="/dmn/shipments?status=POSTED">«Отгрузки»</Link> и нажмите
        «Оформить возврат». Товар принимается в течение {RETURN_PERIOD_DAYS} дней со дня отгрузки.
      </p>
      <BuyerReturnFilters value={list.filter} onChange={list.setFilters} />
      {error && !data ? <QueryError what="возвраты покупателей" onRetry={() => void refetch()} /> : null}
      {loading && !data ? <LoadingView label="Загружаем возвраты…" /> : null}
      {returns && returns.items.length === 0 ? (
        <EmptyList>{Object.keys(filter).length ? 'Таких возвратов нет. Измените отбор.' : 'Возвратов от покупателей пока нет.'}</EmptyList>
      ) : null}
      {returns && returns.items.length > 0 ? (
        <DataTable
          rows={returns.items}
          rowKey={(buyerReturn) => buyerReturn.nid}
          columns={[
            { title: 'Документ', cell: (buyerReturn) => <Link to={String(buyerReturn.nid)}>Возврат от покупателя № {buyerReturn.nid}</Link> },
            { title: 'Создан', cell: (buyerReturn) => formatMoment(buyerReturn.createdAt) },
            { title: 'Покупатель', cell: (buyerReturn) => buyerReturn.buyerName },
            { title: 'Заказ', cell: (buyerReturn) => <Link to={`/dmn/buyer-orders/${buyerReturn.buyerOrderNid}`}>№ {buyerReturn.orderNumber}</Link> },
            { title: 'Отгрузка', cell: (buyerReturn) => <Link to={`/dmn/shipments/${buyerReturn.shipmentNid}`}>№ {buyerReturn.shipmentNid}</Link> },
            { title: 'Статус', cell: (buyerReturn) => <StatusBadge status={buyerReturn.status} /> },
            { title: 'Сумма', number: true, cell: (buyerReturn) => formatPrice(buyerReturn.total) },
          ]}
        />
      ) : null}
      {returns ? <ListPager total={returns.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
