import type { BuyerInvoiceFieldsFragment } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import listStyles from '../../../components/list.module.css';

/** The invoice's goods and delivery, with the total: the same table on screen and on paper. */
export function InvoiceLinesTable({ invoice }: { invoice: BuyerInvoiceFieldsFragment }) {
  return (
    <table className={listStyles.table}>
      <thead>
        <tr>
          <th scope="col">№</th>
          <th scope="col">Товар</th>
          <th scope="col">Артикул</th>
          <th scope="col" className={listStyles.number}>Кол-во</th>
          <th scope="col" className={listStyles.number}>Цена</th>
          <th scope="col" className={listStyles.number}>Сумма</th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line) => (
          <tr key={line.lineNo}>
            <td>{line.lineNo}</td>
            <td>{line.name}</td>
            <td>{line.vendorCode}</td>
            <td className={listStyles.number}>{line.quantity} шт.</td>
            <td className={listStyles.number}>{formatPrice(line.price)}</td>
            <td className={listStyles.number}>{formatPrice(line.amount)}</td>
          </tr>
        ))}
        {invoice.deliveryCost > 0 ? (
          <tr>
            <td>{invoice.lines.length + 1}</td>
            <td colSpan={4}>Доставка</td>
            <td className={listStyles.number}>{formatPrice(invoice.deliveryCost)}</td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={5}>Итого</th>
          <td className={listStyles.number}>{formatPrice(invoice.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
