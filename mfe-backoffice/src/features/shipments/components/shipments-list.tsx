import { ShipmentsDocument, type DocumentStatus, type ShipmentFilter } from '@shop/shared/graphql';
import { DOCUMENT_STATUS_TITLES } from '@shop/shared/purchasing';
import { Link } from '@shop/shared/router';
import { formatDay } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import type { useListParams } from '../../../lib/use-list-params';
import { choice, dayRange, FiltersBar } from '../../../components/filters-bar';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';
import { useFilteredList } from '../../../lib/use-paged-query';

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
  const { list, query, filtered } = useFilteredList(ShipmentsDocument, filterOf);
  return (
    <ListPage
      titleId="shipments-title"
      title="Отгрузки"
      what="отгрузки"
      loadingLabel="Загружаем отгрузки…"
      query={query}
      page={query.data?.shipments}
      list={list}
      empty={filtered ? 'Таких отгрузок нет.' : 'Отгрузок пока нет.'}
      intro={
        <>
          <p className={styles.muted}>
            Новая отгрузка начинается с подтверждённого заказа: откройте его в разделе{' '}
            <Link to="/dmn/buyer-orders?status=CONFIRMED">«Заказы покупателей»</Link> и нажмите «Создать отгрузку».
          </p>
          <FiltersBar
            live
            label="Отбор отгрузок"
            search={{ key: 'q', label: 'Поиск', placeholder: 'Номер отгрузки, заказа или покупатель' }}
            value={list.filter}
            onChange={list.setFilters}
            fields={[
              choice('status', 'Статус', DOCUMENT_STATUS_TITLES),
              ...dayRange('from', 'to', ['С даты', 'По дату']),
            ]}
          />
        </>
      }
      columns={[
        documentColumns.link('Отгрузка'),
        documentColumns.created('Создана'),
        { title: 'Покупатель', cell: (shipment) => shipment.buyerName },
        {
          title: 'Заказ',
          cell: (shipment) => <Link to={`/dmn/buyer-orders/${shipment.buyerOrderNid}`}>№ {shipment.orderNumber}</Link>,
        },
        {
          title: 'Доставка',
          cell: (shipment) => (
            <>
              {shipment.deliveryPlan
                ? `${formatDay(shipment.deliveryPlan.date)}${shipment.deliveryPlan.driverName ? `, ${shipment.deliveryPlan.driverName}` : ''}`
                : 'Самовывоз'}
            </>
          ),
        },
        documentColumns.status(),
        documentColumns.total('total'),
      ]}
    />
  );
}
