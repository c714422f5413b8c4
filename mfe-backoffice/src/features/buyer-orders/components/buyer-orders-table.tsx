import { DELIVERY_METHODS } from '@shop/shared/delivery';
import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { DataTable } from '../../../components/data-table';
import { documentColumns } from '../../../components/document-columns';
import { OrderStatus } from './order-status';

/** The orders of one page: number (a link to the card), when, who, what, how much, status. */
export function BuyerOrdersTable({ orders }: { orders: readonly BuyerOrderFieldsFragment[] }) {
  return (
    <DataTable
      rows={orders}
      rowKey={(order) => order.nid}
      caption="Заказы покупателей"
      columns={[
        { title: 'Заказ', cell: (order) => <Link to={String(order.nid)}>№ {order.number}</Link> },
        documentColumns.created('Дата'),
        {
          title: 'Покупатель',
          cell: (order) => (
            <>
              {order.contactName}
              <br />
              {order.phone}
            </>
          ),
        },
        { title: 'Получение', cell: (order) => DELIVERY_METHODS[order.delivery] },
        documentColumns.total('total'),
        { title: 'Статус', cell: (order) => <OrderStatus status={order.status} /> },
      ]}
    />
  );
}
