import type { BackofficeProductsQuery } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import styles from '../../../components/list.module.css';
import own from './products.module.css';

type ProductRow = BackofficeProductsQuery['backofficeProducts']['items'][number];

export interface ProductTableProps {
  products: readonly ProductRow[];
  /** Category names by nid. */
  categoryNames: ReadonlyMap<number, string>;
}

/** The products of one page: picture, vendor code, name (to the card), prices, stock, on sale. */
export function ProductTable({ products, categoryNames }: ProductTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Картинка</span>
            </th>
            <th scope="col">Артикул</th>
            <th scope="col">Название</th>
            <th scope="col">Категория</th>
            <th scope="col" className={styles.number}>
              Цена
            </th>
            <th scope="col" className={styles.number}>
              Остаток
            </th>
            <th scope="col">На сайте</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.nid}>
              <td>
                <img className={own.thumb} src={product.imageUrl} alt="" loading="lazy" />
              </td>
              <td>{product.vendorCode}</td>
              <td>
                <Link to={`/dmn/products/${product.nid}`}>{product.name}</Link>
                <br />
                {product.brand}
              </td>
              <td>{categoryNames.get(product.categoryNid) ?? `№ ${product.categoryNid}`}</td>
              <td className={styles.number}>
                {product.priceWithAction === null ? formatPrice(product.price) : (
                  <>
                    {formatPrice(product.priceWithAction)}
                    <br />
                    <s aria-label={`без скидки ${formatPrice(product.price)}`}>{formatPrice(product.price)}</s>
                  </>
                )}
              </td>
              <td className={styles.number}>{product.stock}</td>
              <td>{product.onSale ? 'Да' : 'Снят с продажи'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
