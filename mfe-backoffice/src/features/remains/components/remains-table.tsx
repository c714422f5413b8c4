import type { RemainFieldsFragment } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import remains from './remains.module.css';
import { ProductsTable } from '../../../components/products-table';

/** A figure of stock: out of stock (or below zero) marked. */
function StockFigure({ stock }: { stock: number }) {
  return stock > 0 ? <>{stock}</> : <span className={remains.outOfStock}>{stock === 0 ? 'нет в наличии' : stock}</span>;
}

/** Units on hand at a location, with what open orders hold of them there. */
function AtLocation({ stock, reserved }: { stock: number; reserved: number }) {
  return (
    <>
      {stock}
      {reserved > 0 ? <span className={remains.muted}> (резерв {reserved})</span> : null}
    </>
  );
}

/**
 * Products with their stock in all, free, reserved and awaited by buyer orders, and on hand at each
 * location; a name opens the product's movement history.
 */
export function RemainsTable({ items }: { items: readonly RemainFieldsFragment[] }) {
  // Every row lists every location, in the same order.
  const locations = items[0]?.stocks.map((stock) => stock.location) ?? [];
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
        // The sum first: on a narrow screen it is what stays in view.
        { title: 'Всего, шт.', number: true, cell: (item) => <StockFigure stock={item.stock} /> },
        { title: 'Свободно', number: true, cell: (item) => item.free },
        { title: 'В резерве', number: true, cell: (item) => item.reserved },
        {
          title: 'Ждут заказы',
          number: true,
          cell: (item) => (item.awaited > 0 ? <strong>{item.awaited}</strong> : 0),
        },
        ...locations.map((location, index) => ({
          title: `${location.name}, шт.`,
          number: true,
          cell: (item: RemainFieldsFragment) => (
            <AtLocation stock={item.stocks[index]?.stock ?? 0} reserved={item.stocks[index]?.reserved ?? 0} />
          ),
        })),
      ]}
    />
  );
}
