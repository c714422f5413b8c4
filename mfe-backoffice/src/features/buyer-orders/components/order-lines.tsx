import { RESERVING_STATUSES } from '@shop/shared/checkout';
import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import { DataTable, type Column } from '../../../components/data-table';
import listStyles from '../../../components/list.module.css';
import styles from './buyer-orders.module.css';
import { formatDay } from '../../../lib/dates';

type Line = BuyerOrderFieldsFragment['lines'][number];

const COLUMNS: readonly Column<Line>[] = [
  { title: 'Товар', cell: (line) => line.name },
  { title: 'Артикул', cell: (line) => line.vendorCode },
  { title: 'Цена', number: true, cell: (line) => formatPrice(line.price) },
  { title: 'Кол-во', number: true, cell: (line) => line.quantity },
];

/** While an order waits for its goods: what each line holds in stock, and what it waits for. */
const STOCK_COLUMNS: readonly Column<Line>[] = [
  { title: 'В резерве', number: true, cell: (line) => line.reserved },
  {
    title: 'Под заказ',
    number: true,
    cell: (line) =>
      line.awaited > 0 ? (
        <>
          <strong>{line.awaited}</strong>
          {line.expectedDate ? <span className={styles.waitsUntil}> к {formatDay(line.expectedDate)}</span> : null}
        </>
      ) : (
        0
      ),
  },
];

const AMOUNT: Column<Line> = { title: 'Сумма', number: true, cell: (line) => formatPrice(line.amount) };

/**
 * The goods: name, vendor code, price, quantity, amount — and, while the order is open, each line's
 * reserved and awaited units; then goods, delivery and the total.
 */
export function OrderLines({ order }: { order: BuyerOrderFieldsFragment }) {
  const columns = RESERVING_STATUSES.includes(order.status)
    ? [...COLUMNS, ...STOCK_COLUMNS, AMOUNT]
    : [...COLUMNS, AMOUNT];
  const span = columns.length - 1;
  return (
    <section aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">Товары</h2>
      <DataTable
        rows={order.lines}
        rowKey={(line) => line.nid}
        columns={columns}
        footer={
          <>
            <tr>
              <th scope="row" colSpan={span}>
                Товары
              </th>
              <td className={listStyles.number}>{formatPrice(order.goodsTotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={span}>
                Доставка
              </th>
              <td className={listStyles.number}>{formatPrice(order.deliveryCost)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={span}>
                Итого
              </th>
              <td className={listStyles.number}>
                <strong>{formatPrice(order.total)}</strong>
              </td>
            </tr>
          </>
        }
      />
    </section>
  );
}
