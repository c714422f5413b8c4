import { useQuery } from '@shop/shared/apollo';
import { BUYER_ORDER_STATUS_TITLES } from '@shop/shared/checkout';
import { Link } from '@shop/shared/router';
import { LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { DataTable } from '../../../components/data-table';
import { IncomingSupplies } from '../../../components/incoming-supplies';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import { formatMoment } from '../../../lib/dates';
import { WaitingOrderLinesDocument, type WaitingOrderLinesQuery } from '../../../lib/graphql/operations.generated';
import { useListParams } from '../../../lib/use-list-params';
import styles from './buyer-orders.module.css';

type WaitingLine = WaitingOrderLinesQuery['waitingOrderLines']['items'][number];

/** The supplier orders serving a line, and what none brings yet. */
function ServedBy({ line }: { line: WaitingLine }) {
  return (
    <IncomingSupplies supplies={line.servedBy} className={styles.history}>
      {line.unordered > 0 ? (
        <li>
          <strong>{line.unordered} шт. не заказаны у поставщика</strong>
        </li>
      ) : null}
    </IncomingSupplies>
  );
}

/**
 * `/dmn/buyer-orders/waiting`: every open order's line waiting for goods, oldest order first (the
 * order arriving stock serves them in), with the supplier orders that will bring the units and what
 * no supplier order brings yet — what to tell the buyer, and what purchasing still has to order.
 */
export function WaitingOrders() {
  useDocumentTitle('Заказы, которые ждут товар');
  const { page, skip, limit, setPage } = useListParams();
  const { data, error, loading, refetch } = useQuery(WaitingOrderLinesDocument, {
    variables: { skip, limit },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.waitingOrderLines;
  return (
    <section className="page" aria-labelledby="waiting-orders-title">
      <p>
        <Link to="..">← Все заказы</Link>
      </p>
      <h1 id="waiting-orders-title">Заказы, которые ждут товар</h1>
      {list ? <p>Строк заказов: {list.total}</p> : null}
      {error && !list ? <QueryError what="заказы" onRetry={() => void refetch()} /> : null}
      {!list && loading ? <LoadingView label="Загружаем заказы…" /> : null}
      {list && list.items.length === 0 ? <EmptyList>Все открытые заказы обеспечены товаром.</EmptyList> : null}
      {list && list.items.length > 0 ? (
        <DataTable
          rows={list.items}
          rowKey={(line) => `${line.order.nid}-${line.lineNo}`}
          caption="Строки заказов, которые ждут товар"
          columns={[
            { title: 'Заказ', cell: (line) => <Link to={`../${line.order.nid}`}>№ {line.order.nid}</Link> },
            { title: 'Оформлен', cell: (line) => formatMoment(line.order.createdAt) },
            { title: 'Покупатель', cell: (line) => `${line.order.contactName}, ${line.order.phone}` },
            { title: 'Статус', cell: (line) => BUYER_ORDER_STATUS_TITLES[line.order.status] },
            { title: 'Товар', cell: (line) => `${line.name} (арт. ${line.vendorCode})` },
            { title: 'Ждёт, шт.', number: true, cell: (line) => line.awaited },
            { title: 'Привезут', cell: (line) => <ServedBy line={line} /> },
          ]}
        />
      ) : null}
      {list ? <ListPager total={list.total} page={page} pageSize={limit} onPage={setPage} /> : null}
    </section>
  );
}
