import { useQuery } from '@shop/shared/apollo';
import { AcceptancesDocument, type AcceptanceFilter, type DocumentStatus } from '@shop/shared/graphql';
import { DOCUMENT_STATUS_TITLES } from '@shop/shared/purchasing';
import { Link } from '@shop/shared/router';
import { formatPrice, LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { formatMoment } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { StatusBadge } from '../../../components/status-badge';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import listStyles from '../../../components/list.module.css';
import { useListParams } from '../../../lib/use-list-params';
import { DataTable } from '../../../components/data-table';

/** `/dmn/acceptance`: acceptances, newest first; a new one starts from a placed supplier order. */
export function AcceptancesList() {
  useDocumentTitle('Приёмка товара');
  const list = useListParams();
  const status = list.filter('status');
  const filter: AcceptanceFilter = status in DOCUMENT_STATUS_TITLES ? { status: status as DocumentStatus } : {};
  const { data, loading, error, refetch } = useQuery(AcceptancesDocument, { variables: { filter, skip: list.skip, limit: list.limit } });
  const acceptances = data?.acceptances;
  return (
    <section className="page" aria-labelledby="acceptances-title">
      <h1 id="acceptances-title">Приёмка товара</h1>
      <p className={styles.muted}>
        Новая приёмка начинается с размещённого заказа: откройте его в разделе{' '}
        <Link to="/dmn/supplier-orders?status=PLACED">«Заказы поставщикам»</Link> и нажмите «Принять товар».
      </p>
      <form className={listStyles.filters} aria-label="Отбор приёмок">
        <label>
          Статус
          <select value={status} onChange={(event) => list.setFilters({ status: event.target.value })}>
            <option value="">Все</option>
            {Object.entries(DOCUMENT_STATUS_TITLES).map(([value, title]) => (
              <option key={value} value={value}>{title}</option>
            ))}
          </select>
        </label>
      </form>
      {error && !data ? <QueryError what="приёмки" onRetry={() => void refetch()} /> : null}
      {loading && !data ? <LoadingView label="Загружаем приёмки…" /> : null}
      {acceptances && acceptances.items.length === 0 ? <EmptyList>{status ? 'Таких приёмок нет.' : 'Приёмок пока нет.'}</EmptyList> : null}
      {acceptances && acceptances.items.length > 0 ? (
        <DataTable
          rows={acceptances.items}
          rowKey={(acceptance) => acceptance.nid}
          columns={[
            { title: 'Документ', cell: (acceptance) => <Link to={String(acceptance.nid)}>Приёмка № {acceptance.nid}</Link> },
            { title: 'Создан', cell: (acceptance) => formatMoment(acceptance.createdAt) },
            { title: 'Поставщик', cell: (acceptance) => acceptance.supplierName },
            { title: 'Заказ', cell: (acceptance) => <Link to={`/dmn/supplier-orders/${acceptance.supplierOrderNid}`}>№ {acceptance.supplierOrderNid}</Link> },
            { title: 'Статус', cell: (acceptance) => <StatusBadge status={acceptance.status} /> },
            { title: 'Сумма', number: true, cell: (acceptance) => formatPrice(acceptance.total) },
          ]}
        />
      ) : null}
      {acceptances ? <ListPager total={acceptances.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
