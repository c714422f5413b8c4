import type { RemainFieldsFragment } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import styles from '../../../components/list.module.css';
import remains from './remains.module.css';

/** Products with their stock; a name opens the product's movement history. */
export function RemainsTable({ items }: { items: readonly RemainFieldsFragment[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Товар</th>
            <th scope="col">Артикул</th>
            <th scope="col">Категория</th>
            <th scope="col" className={styles.number}>
              Остаток, шт.
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.nid}>
              <td>
                <Link to={String(item.nid)}>{item.name}</Link>
                {item.onSale ? null : <span className={remains.muted}> · снят с продажи</span>}
              </td>
              <td>{item.vendorCode}</td>
              <td>{item.categoryName}</td>
              <td className={styles.number}>
                {item.stock > 0 ? item.stock : <span className={remains.outOfStock}>{item.stock === 0 ? 'нет в наличии' : item.stock}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
