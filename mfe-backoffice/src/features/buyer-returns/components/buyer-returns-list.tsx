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
import listStyles from '../../../components/list.module.css';
import { useListParams } from '../../../lib/use-list-params';
import { BuyerReturnFilters, buyerReturnFilterOf } from './buyer-return-filters';

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
        <div className={listStyles.tableWrap}>
          <table className={listStyles.table}>
            <thead>
              <tr>
                <th scope="col">Документ</th>
                <th scope="col">Создан</th>
                <th scope="col">Покупатель</th>
                <th scope="col">Заказ</th>
                <th scope="col">Отгрузка</th>
                <th scope="col">Статус</th>
                <th scope="col" className={listStyles.number}>Сумма</th>
              </tr>
            </thead>
            <tbody>
              {returns.items.map((buyerReturn) => (
                <tr key={buyerReturn.nid}>
                  <td><Link to={String(buyerReturn.nid)}>Возврат от покупателя № {buyerReturn.nid}</Link></td>
                  <td>{formatMoment(buyerReturn.createdAt)}</td>
                  <td>{buyerReturn.buyerName}</td>
                  <td><Link to={`/dmn/buyer-orders/${buyerReturn.buyerOrderNid}`}>№ {buyerReturn.orderNumber}</Link></td>
                  <td><Link to={`/dmn/shipments/${buyerReturn.shipmentNid}`}>№ {buyerReturn.shipmentNid}</Link></td>
                  <td><StatusBadge status={buyerReturn.status} /></td>
                  <td className={listStyles.number}>{formatPrice(buyerReturn.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {returns ? <ListPager total={returns.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
