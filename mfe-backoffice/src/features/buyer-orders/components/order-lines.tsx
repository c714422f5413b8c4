import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import listStyles from '../../../components/list.module.css';

/** The goods: name, vendor code, price, quantity, amount; then goods, delivery and the total. */
export function OrderLines({ order }: { order: BuyerOrderFieldsFragment }) {
  return (
    <section aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">Товары</h2>
      <div className={listStyles.tableWrap}>
        <table className={listStyles.table}>
          <thead>
            <tr>
              <th scope="col">Товар</th>
              <th scope="col">Артикул</th>
              <th scope="col" className={listStyles.number}>Цена</th>
              <th scope="col" className={listStyles.number}>Кол-во</th>
              <th scope="col" className={listStyles.number}>Сумма</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.nid}>
                <td>{line.name}</td>
                <td>{line.vendorCode}</td>
                <td className={listStyles.number}>{formatPrice(line.price)}</td>
                <td className={listStyles.number}>{line.quantity}</td>
                <td className={listStyles.number}>{formatPrice(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>Товары</th>
              <td className={listStyles.number}>{formatPrice(order.goodsTotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>Доставка</th>
              <td className={listStyles.number}>{formatPrice(order.deliveryCost)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>Итого</th>
              <td className={listStyles.number}>
                <strong>{formatPrice(order.total)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
