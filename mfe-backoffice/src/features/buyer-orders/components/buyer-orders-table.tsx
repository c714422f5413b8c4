import { DELIVERY_METHODS } from '@shop/shared/delivery';
import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import listStyles from '../../../components/list.module.css';
import { formatMoment } from '../../../lib/dates';
import { OrderStatus } from './order-status';

/** The orders of one page: number (a link to the card), when, who, what, how much, status. */
export function BuyerOrdersTable({ orders }: { orders: readonly BuyerOrderFieldsFragment[] }) {
  return (
    <div className={listStyles.tableWrap}>
      <table className={listStyles.table}>
        <caption className="visually-hidden">Заказы покупателей</caption>
        <thead>
          <tr>
            <th scope="col">Заказ</th>
            <th scope="col">Дата</th>
            <th scope="col">Покупатель</th>
            <th scope="col">Получение</th>
            <th scope="col" className={listStyles.number}>
              Сумма
            </th>
            <th scope="col">Статус</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.nid}>
              <td>
                <Link to={String(order.nid)}>№ {order.number}</Link>
              </td>
              <td>{formatMoment(order.createdAt)}</td>
              <td>
                {order.contactName}
                <br />
                {order.phone}
              </td>
              <td>{DELIVERY_METHODS[order.delivery]}</td>
              <td className={listStyles.number}>{formatPrice(order.total)}</td>
              <td>
                <OrderStatus status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
