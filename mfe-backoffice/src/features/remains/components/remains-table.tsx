import type { RemainFieldsFragment } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import remains from './remains.module.css';
import { ProductsTable } from '../../../components/products-table';

/** Products with their stock; a name opens the product's movement history. */
export function RemainsTable({ items }: { items: readonly RemainFieldsFragment[] }) {
  return (
    <ProductsTable
      rows={items}
      product={(item) => (
        <>
          <Link to={String(item.nid)}>{item.name}</Link>
          {item.onSale ? null : <span className={remains.muted}> · снят с продажи</span>}
        </>
      )}
      columns={[
        { title: 'Артикул', cell: (item) => item.vendorCode },
        { title: 'Категория', cell: (item) => item.categoryName },
        {
          title: 'Остаток, шт.',
          number: true,
          cell: (item) => (
            <>
              {item.stock > 0 ? (
                item.stock
              ) : (
                <span className={remains.outOfStock}>{item.stock === 0 ? 'нет в наличии' : item.stock}</span>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
