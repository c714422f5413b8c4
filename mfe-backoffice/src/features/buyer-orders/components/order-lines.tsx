import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import { DataTable, type Column } from '../../../components/data-table';
import listStyles from '../../../components/list.module.css';

const COLUMNS: readonly Column<BuyerOrderFieldsFragment['lines'][number]>[] = [
  { title: 'Товар', cell: (line) => line.name },
  { title: 'Артикул', cell: (line) => line.vendorCode },
  { title: 'Цена', number: true, cell: (line) => formatPrice(line.price) },
  { title: 'Кол-во', number: true, cell: (line) => line.quantity },
  { title: 'Сумма', number: true, cell: (line) => formatPrice(line.amount) },
];

/** The goods: name, vendor code, price, quantity, amount; then goods, delivery and the total. */
export function OrderLines({ order }: { order: BuyerOrderFieldsFragment }) {
  return (
    <section aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">Товары</h2>
      <DataTable
        rows={order.lines}
        rowKey={(line) => line.nid}
        columns={COLUMNS}
        footer={
          <>
            <tr>
              <th scope="row" colSpan={4}>
                Товары
              </th>
              <td className={listStyles.number}>{formatPrice(order.goodsTotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                Доставка
              </th>
              <td className={listStyles.number}>{formatPrice(order.deliveryCost)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
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
