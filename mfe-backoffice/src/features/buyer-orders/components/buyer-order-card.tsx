import { useEffect } from 'react';
import { useQuery } from '@shop/shared/apollo';
import { BuyerOrderDocument } from '../../../lib/graphql/operations.generated';
import { Link, useParams } from '@shop/shared/router';
import { LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { addressNid } from '@shop/shared/routes';
import { EmptyList, QueryError } from '../../../components/list-states';
import { BuyerReturnsOf } from '../../../components/buyer-returns-of';
import { formatMoment } from '../../../lib/dates';
import styles from './buyer-orders.module.css';
import { CardPayment } from './card-payment';
import { EditHistory } from './edit-history';
import { OrderFacts } from './order-facts';
import { OrderLines } from './order-lines';
import { OrderMail } from './order-mail';
import { OrderQuantities } from './order-quantities';
import { OrderShipments } from './order-shipments';
import { OrderStatus } from './order-status';
import { ReservationHistory } from './reservation-history';
import { ReservationMoves } from './reservation-moves';
import { StatusActions } from './status-actions';
import { StatusHistory } from './status-history';

/**
 * How often the card asks again while one of its messages waits in the queue: the clerk who sends a
 * message again (or opens a fresh order) sees it go out without reloading the page.
 */
export const QUEUED_MAIL_POLL_MS = 5_000;

/**
 * `/dmn/buyer-orders/:nid`: what was ordered, by whom, how it goes out, and its status; a link to
 * its standing invoice, or to invoicing it when it has none (an annulled one does not count).
 */
export function BuyerOrderCard() {
  const { nid: param = '' } = useParams();
  const nid = addressNid(param);
  useDocumentTitle(`Заказ № ${param}`);
  const { data, error, loading, refetch, startPolling, stopPolling } = useQuery(BuyerOrderDocument, {
    variables: { nid: nid ?? 0 },
    skip: nid === null,
  });
  const order = data?.buyerOrder;
  const mailQueued = order?.messages.some((message) => message.status === 'QUEUED') ?? false;
  useEffect(() => {
    if (!mailQueued) return undefined;
    startPolling(QUEUED_MAIL_POLL_MS);
    return stopPolling;
  }, [mailQueued, startPolling, stopPolling]);
  return (
    <section className={`page ${styles.card}`} aria-labelledby="buyer-order-title">
      <p>
        <Link to="..">← Все заказы</Link>
      </p>
      <h1 id="buyer-order-title">Заказ № {param}</h1>
      {error && !data ? <QueryError what="заказ" onRetry={() => void refetch()} /> : null}
      {!data && loading ? <LoadingView label="Загружаем заказ…" /> : null}
      {nid === null || (data && !order) ? <EmptyList>Такого заказа нет. Проверьте номер.</EmptyList> : null}
      {order ? (
        <>
          <p>
            Оформлен {formatMoment(order.createdAt)} · <OrderStatus status={order.status} />
          </p>
          <StatusActions order={order} onStale={() => void refetch()} />
          {order.invoice ? (
            <p>
              <Link to={`/dmn/buyer-invoices/${order.invoice.nid}`}>Счёт № {order.invoice.nid}</Link>
            </p>
          ) : null}
          {!order.invoice && order.status !== 'CANCELLED' ? (
            <p>
              <Link to={`/dmn/buyer-invoices?order=${order.nid}`}>Выставить счёт по заказу</Link>
            </p>
          ) : null}
          <OrderLines order={order} />
          <OrderQuantities order={order} invoiceNid={order.invoice?.nid ?? null} onChanged={() => void refetch()} />
          <ReservationMoves order={order} onMoved={() => void refetch()} />
          <OrderShipments nid={order.nid} />
          <BuyerReturnsOf filter={{ buyerOrderNid: order.nid }} of="по заказу" />
          <OrderFacts order={order} />
          <CardPayment order={order} links={order.cardPaymentLinks} onSent={() => void refetch()} />
          <StatusHistory createdAt={order.createdAt} changes={order.statusHistory} />
          <EditHistory edits={order.editHistory} />
          <ReservationHistory changes={order.reservationHistory} />
          <OrderMail nid={order.nid} messages={order.messages} onChanged={() => void refetch()} />
        </>
      ) : null}
    </section>
  );
}
