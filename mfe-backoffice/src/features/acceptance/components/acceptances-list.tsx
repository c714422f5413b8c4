import { AcceptancesDocument, type AcceptanceFilter, type DocumentStatus } from '@shop/shared/graphql';
import { DOCUMENT_STATUS_TITLES } from '@shop/shared/purchasing';
import { Link } from '@shop/shared/router';
import styles from '../../../components/documents.module.css';
import { choice, FiltersBar } from '../../../components/filters-bar';
import { useListParams } from '../../../lib/use-list-params';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';
import { usePagedQuery } from '../../../lib/use-paged-query';

/** `/dmn/acceptance`: acceptances, newest first; a new one starts from a placed supplier order. */
export function AcceptancesList() {
  const list = useListParams();
  const status = list.filter('status');
  const filter: AcceptanceFilter = status in DOCUMENT_STATUS_TITLES ? { status: status as DocumentStatus } : {};
  const query = usePagedQuery(AcceptancesDocument, list, filter);
  const acceptances = query.data?.acceptances;
  return (
    <ListPage
      titleId="acceptances-title"
      title="Приёмка товара"
      what="приёмки"
      loadingLabel="Загружаем приёмки…"
      query={query}
      page={acceptances}
      list={list}
      empty={status ? 'Таких приёмок нет.' : 'Приёмок пока нет.'}
      intro={
        <>
          <p className={styles.muted}>
            Новая приёмка начинается с размещённого заказа: откройте его в разделе{' '}
            <Link to="/dmn/supplier-orders?status=PLACED">«Заказы поставщикам»</Link> и нажмите «Принять товар».
          </p>
          <FiltersBar
            live
            label="Отбор приёмок"
            value={list.filter}
            onChange={list.setFilters}
            fields={[choice('status', 'Статус', DOCUMENT_STATUS_TITLES)]}
          />
        </>
      }
      columns={[
        documentColumns.link('Приёмка'),
        documentColumns.created(),
        { title: 'Поставщик', cell: (acceptance) => acceptance.supplierName },
        {
          title: 'Заказ',
          cell: (acceptance) => (
            <Link to={`/dmn/supplier-orders/${acceptance.supplierOrderNid}`}>№ {acceptance.supplierOrderNid}</Link>
          ),
        },
        documentColumns.status(),
        documentColumns.total('total'),
      ]}
    />
  );
}
