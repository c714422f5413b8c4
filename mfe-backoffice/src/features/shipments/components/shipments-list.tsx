import { ShipmentsDocument, type DocumentStatus, type ShipmentFilter } from '../../../lib/graphql/operations.generated';
import { DOCUMENT_STATUS_TITLES } from '@shop/shared/purchasing';
import { Link } from '@shop/shared/router';
import { formatDay } from '../../../lib/dates';
import { choice, dayRange } from '../../../components/filters-bar';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';

/** The list filter as the API takes it, from the address. */
function filterOf(read: (key: string) => string): ShipmentFilter {
  const status = read('status');
  const search = read('q').trim();
  return {
    ...(status in DOCUMENT_STATUS_TITLES ? { status: status as DocumentStatus } : {}),
    ...(read('from') ? { dateFrom: read('from') } : {}),
    ...(read('to') ? { dateTo: read('to') } : {}),
    ...(search ? { search } : {}),
  };
}

/** `/dmn/shipments`: shipments, newest first; a new one starts from a confirmed buyer order. */
export function ShipmentsList() {
  return (
    <ListPage
      kind="shipment"
      source={{ document: ShipmentsDocument, filterOf }}
      hint={
        <>
          Новая отгрузка начинается с подтверждённого заказа: откройте его в разделе{' '}
          <Link to="/dmn/buyer-orders?status=CONFIRMED">«Заказы покупателей»</Link> и нажмите «Создать отгрузку».
        </>
      }
      filters={{
        live: true,
        label: 'Отбор отгрузок',
        search: { key: 'q', label: 'Поиск', placeholder: 'Номер отгрузки, заказа или покупатель' },
        fields: [choice('status', 'Статус', DOCUMENT_STATUS_TITLES), ...dayRange('from', 'to', ['С даты', 'По дату'])],
      }}
      framed={{ created: 'Создана' }}
      columns={[
        documentColumns.text('Покупатель', 'buyerName'),
        documentColumns.reference('Заказ', 'buyer-orders', 'buyerOrderNid', 'orderNumber'),
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
      ]}
    />
  );
}
