import type { SupplierOrderFieldsFragment } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import listStyles from '../../../components/list.module.css';

/** A placed order's lines: ordered, received so far by posted acceptances, and amounts. */
export function OrderReceivedLines({ lines }: { lines: SupplierOrderFieldsFragment['lines'] }) {
  return (
    <div className={listStyles.tableWrap}>
      <table className={listStyles.table}>
        <thead>
          <tr>
            <th scope="col">Товар</th>
            <th scope="col" className={listStyles.number}>Заказано</th>
            <th scope="col" className={listStyles.number}>Принято</th>
            <th scope="col" className={listStyles.number}>Цена</th>
            <th scope="col" className={listStyles.number}>Сумма</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.lineNo}>
              <td>
                {line.name} <span className={styles.muted}>· {line.vendorCode}</span>
              </td>
              <td className={listStyles.number}>{line.quantity}</td>
              <td className={listStyles.number}>{line.received}</td>
              <td className={listStyles.number}>{formatPrice(line.price)}</td>
              <td className={listStyles.number}>{formatPrice(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
