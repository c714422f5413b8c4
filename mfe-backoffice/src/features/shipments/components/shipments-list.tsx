import { useQuery } from '@shop/shared/apollo';
import { ShipmentsDocument, type DocumentStatus, type ShipmentFilter } from '@shop/shared/graphql';
import { DOCUMENT_STATUS_TITLES } from '@shop/shared/purchasing';
import { Link } from '@shop/shared/router';
import { formatPrice, LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { formatDay, formatMoment } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { StatusBadge } from '../../../components/status-badge';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import listStyles from '../../../components/list.module.css';
import { useListParams } from '../../../lib/use-list-params';

/** The list filter as the API takes it, from the address. */
function filterOf(list: ReturnType<typeof useListParams>): ShipmentFilter {
  const status = list.filter('status');
  const search = list.filter('q').trim();
  return {
    ...(status in DOCUMENT_STATUS_TITLES ? { status: status as DocumentStatus } : {}),
    ...(list.filter('from') ? { dateFrom: list.filter('from') } : {}),
    ...(list.filter('to') ? { dateTo: list.filter('to') } : {}),
    ...(search ? { search } : {}),
  };
}

/** `/dmn/shipments`: shipments, newest first; a new one starts from a confirmed buyer order. */
export function ShipmentsList() {
  useDocumentTitle('Отгрузки');
  const list = useListParams();
  const filter = filterOf(list);
  const { data, loading, error, refetch } = useQuery(ShipmentsDocument, { variables: { filter, skip: list.skip, limit: list.limit } });
  const shipments = data?.shipments;
  const filtered = Object.keys(filter).length > 0;
  return (
    <section className="page" aria-labelledby="shipments-title">
      <h1 id="shipments-title">Отгрузки</h1>
      <p className={styles.muted}>
        Новая отгрузка начинается с подтверждённого заказа: откройте его в разделе{' '}
        <Link to="/dmn/buyer-orders?status=CONFIRMED">«Заказы покупателей»</Link> и нажмите «Создать отгрузку».
      </p>
      <form className={listStyles.filters} aria-label="Отбор отгрузок" onSubmit={(event) => event.preventDefault()}>
        <label>
          Статус
          <select value={list.filter('status')} onChange={(event) => list.setFilters({ status: event.target.value })}>
            <option value="">Все</option>
            {Object.entries(DOCUMENT_STATUS_TITLES).map(([value, title]) => (
              <option key={value} value={value}>{title}</option>
            ))}
          </select>
        </label>
        <label>
          С даты
          <input type="date" value={list.filter('from')} onChange={(event) => list.setFilters({ from: event.target.value })} />
        </label>
        <label>
          По дату
          <input type="date" value={list.filter('to')} onChange={(event) => list.setFilters({ to: event.target.value })} />
        </label>
        <label>
          Поиск
          <input type="search" placeholder="Номер отгрузки, заказа или покупатель" defaultValue={list.filter('q')} onChange={(event) => list.setFilters({ q: event.target.value })} />
        </label>
      </form>
      {error && !data ? <QueryError what="отгрузки" onRetry={() => void refetch()} /> : null}
      {loading && !data ? <LoadingView label="Загружаем отгрузки…" /> : null}
      {shipments && shipments.items.length === 0 ? <EmptyList>{filtered ? 'Таких отгрузок нет.' : 'Отгрузок пока нет.'}</EmptyList> : null}
      {shipments && shipments.items.length > 0 ? (
        <div className={listStyles.tableWrap}>
          <table className={listStyles.table}>
            <thead>
              <tr>
                <th scope="col">Документ</th>
                <th scope="col">Создана</th>
                <th scope="col">Покупатель</th>
                <th scope="col">Заказ</th>
                <th scope="col">Доставка</th>
                <th scope="col">Статус</th>
                <th scope="col" className={listStyles.number}>Сумма</th>
              </tr>
            </thead>
            <tbody>
              {shipments.items.map((shipment) => (
                <tr key={shipment.nid}>
                  <td><Link to={String(shipment.nid)}>Отгрузка № {shipment.nid}</Link></td>
                  <td>{formatMoment(shipment.createdAt)}</td>
                  <td>{shipment.buyerName}</td>
                  <td><Link to={`/dmn/buyer-orders/${shipment.buyerOrderNid}`}>№ {shipment.orderNumber}</Link></td>
                  <td>
                    {shipment.deliveryPlan
                      ? `${formatDay(shipment.deliveryPlan.date)}${shipment.deliveryPlan.driverName ? `, ${shipment.deliveryPlan.driverName}` : ''}`
                      : 'Самовывоз'}
                  </td>
                  <td><StatusBadge status={shipment.status} /></td>
                  <td className={listStyles.number}>{formatPrice(shipment.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {shipments ? <ListPager total={shipments.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
