import { useQuery } from '@shop/shared/apollo';
import { BUYER_ORDER_STATUS_TITLES } from '@shop/shared/checkout';
import { Link } from '@shop/shared/router';
import { DataTable } from '../../../components/data-table';
import { IncomingSupplies } from '../../../components/incoming-supplies';
import { formatMoment } from '../../../lib/dates';
import { ProductReservationsDocument, type StockHistoryQuery } from '../../../lib/graphql/operations.generated';
import { useOpensSection } from '../../../lib/use-opens-section';
import styles from './remains.module.css';

type Product = NonNullable<StockHistoryQuery['stockHistory']>['product'];

/** The open orders holding the product, per location: for staff who open buyer orders. */
function ProductReservations({ nid }: { nid: number }) {
  const { data, error } = useQuery(ProductReservationsDocument, {
    variables: { nid },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) return <p className={styles.muted}>Резервы не загрузились: нет связи с сервером.</p>;
  const rows = data?.productReservations ?? [];
  if (!data) return null;
  if (rows.length === 0) return <p>Под заказы покупателей товар не зарезервирован.</p>;
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => `${row.order.nid}-${row.location.nid}`}
      caption="Резервы под заказы покупателей"
      columns={[
        { title: 'Заказ', cell: (row) => <Link to={`/dmn/buyer-orders/${row.order.nid}`}>№ {row.order.nid}</Link> },
        { title: 'Оформлен', cell: (row) => formatMoment(row.order.createdAt) },
        { title: 'Покупатель', cell: (row) => row.order.contactName },
        { title: 'Статус', cell: (row) => BUYER_ORDER_STATUS_TITLES[row.order.status] },
        { title: 'Где', cell: (row) => row.location.name },
        { title: 'В резерве, шт.', number: true, cell: (row) => row.quantity },
      ]}
    />
  );
}

/**
 * A product's stock as staff need it: at each location on hand, reserved and free; the units
 * buyer orders wait for; the supplier orders bringing it; the orders holding it.
 */
export function ProductSupply({ product }: { product: Product }) {
  const opensOrders = useOpensSection('/dmn/buyer-orders');
  return (
    <>
      <p>
        <strong>Всего: {product.stock} шт.</strong> · свободно {product.free} · в резерве {product.reserved}
        {product.awaited > 0 ? (
          <>
            {' '}
            · <strong>ждут заказы покупателей: {product.awaited} шт.</strong>
          </>
        ) : null}
      </p>
      <ul className={styles.note}>
        {product.stocks.map(({ location, stock, reserved, free }) => (
          <li key={location.nid}>
            {location.name}: {stock} шт.{reserved > 0 ? ` (в резерве ${reserved}, свободно ${free})` : ''}
          </li>
        ))}
      </ul>
      <h2>Ожидается от поставщиков</h2>
      {product.incoming.length === 0 ? (
        <p>Открытых заказов поставщикам с этим товаром нет.</p>
      ) : (
        <IncomingSupplies supplies={product.incoming} />
      )}
      {opensOrders ? (
        <>
          <h2>Резервы под заказы</h2>
          <ProductReservations nid={product.nid} />
        </>
      ) : null}
    </>
  );
}
