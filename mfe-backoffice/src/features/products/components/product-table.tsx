import type { BackofficeProductsQuery } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import own from './products.module.css';
import { DataTable } from '../../../components/data-table';

type ProductRow = BackofficeProductsQuery['backofficeProducts']['items'][number];

export interface ProductTableProps {
  products: readonly ProductRow[];
  /** Category names by nid. */
  categoryNames: ReadonlyMap<number, string>;
}

/** The products of one page: picture, vendor code, name (to the card), prices, stock, on sale. */
export function ProductTable({ products, categoryNames }: ProductTableProps) {
  return (
    <DataTable
      rows={products}
      rowKey={(product) => product.nid}
      columns={[
        {
          title: (
            <>
              <span className="visually-hidden">Картинка</span>
            </>
          ),
          cell: (product) => <img className={own.thumb} src={product.imageUrl} alt="" loading="lazy" />,
        },
        { title: 'Артикул', cell: (product) => product.vendorCode },
        {
          title: 'Название',
          cell: (product) => (
            <>
              <Link to={`/dmn/products/${product.nid}`}>{product.name}</Link>
              <br />
              {product.brand}
            </>
          ),
        },
        {
          title: 'Категория',
          cell: (product) => <>{categoryNames.get(product.categoryNid) ?? `№ ${product.categoryNid}`}</>,
        },
        {
          title: 'Цена',
          number: true,
          cell: (product) => (
            <>
              {product.priceWithAction === null ? (
                formatPrice(product.price)
              ) : (
                <>
                  {formatPrice(product.priceWithAction)}
                  <br />
                  <s aria-label={`без скидки ${formatPrice(product.price)}`}>{formatPrice(product.price)}</s>
                </>
              )}
            </>
          ),
        },
        { title: 'Остаток', number: true, cell: (product) => product.stock },
        { title: 'На сайте', cell: (product) => (product.onSale ? 'Да' : 'Снят с продажи') },
      ]}
    />
  );
}
