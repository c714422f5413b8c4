import type { ReactNode } from 'react';
import type { RouteStopFieldsFragment } from '../../../lib/graphql/operations.generated';
import { formatPrice } from '@shop/shared/ui';
import { DeliveryStatusBadge } from '../../../components/delivery-status-badge';
import listStyles from '../../../components/list.module.css';

export interface RouteStopsTableProps {
  /** Accessible name of the table, e.g. the driver's. */
  label: string;
  stops: readonly RouteStopFieldsFragment[];
  /** The shipment's number as shown: a link where the viewer may open it. */
  shipmentCell: (stop: RouteStopFieldsFragment) => ReactNode;
  /** The last column: marks on screen, the buyer's signature on paper. */
  lastColumn: { title: string; cell: (stop: RouteStopFieldsFragment) => ReactNode };
  className?: string;
  numberClass?: string;
}

/** One driver's stops: whom to call, where to go, what to hand over and collect, and how it went. */
export function RouteStopsTable({
  label,
  stops,
  shipmentCell,
  lastColumn,
  className = listStyles.table,
  numberClass = listStyles.number,
}: RouteStopsTableProps) {
  return (
    <table className={className} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Отгрузка</th>
          <th scope="col">Покупатель</th>
          <th scope="col">Адрес</th>
          <th scope="col" className={numberClass}>
            Товаров, шт.
          </th>
          <th scope="col" className={numberClass}>
            Получить
          </th>
          <th scope="col">Статус</th>
          <th scope="col">{lastColumn.title}</th>
        </tr>
      </thead>
      <tbody>
        {stops.map((stop) => (
          <tr key={stop.shipmentNid}>
            <td>
              {shipmentCell(stop)}
              <div>заказ № {stop.orderNumber}</div>
            </td>
            <td>
              {stop.buyerName}
              <div>
                <a href={`tel:${stop.phone}`}>{stop.phone}</a>
              </div>
              {stop.comment ? <div>{stop.comment}</div> : null}
            </td>
            <td>{stop.address ?? '—'}</td>
            <td className={numberClass}>{stop.goodsCount}</td>
            <td className={numberClass}>{stop.toCollect > 0 ? formatPrice(stop.toCollect) : 'оплачено'}</td>
            <td>
              <DeliveryStatusBadge status={stop.status} />
              {stop.status === 'FAILED' && stop.failureReason ? <div>{stop.failureReason}</div> : null}
            </td>
            <td>{lastColumn.cell(stop)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
