import { useState } from 'react';
import { canPerform } from '@shop/shared/access';
import { useMutation, useQuery } from '@shop/shared/apollo';
import { BUYER_ORDER_STATUS_TITLES, PAYMENT_METHODS, RESERVING_STATUSES } from '@shop/shared/checkout';
import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { useShopStore } from '@shop/shared/store';
import { DataTable } from '../../../components/data-table';
import { formatMoment } from '../../../lib/dates';
import {
  MoveReservationDocument,
  ProductReservationsDocument,
  type ProductReservationsQuery,
} from '../../../lib/graphql/operations.generated';
import { mutationFailure } from '../../../lib/mutation-failure';
import styles from './buyer-orders.module.css';

type Line = BuyerOrderFieldsFragment['lines'][number];
type Holder = ProductReservationsQuery['productReservations'][number];

/** What the last move did: said where the clerk looks, kept while the card reloads without the line's controls. */
type Said = { problem: boolean; text: string } | null;

/**
 * One waiting line: the other open orders that hold its product, and a button on each that gives
 * this order as many of their units as it waits for (at most what they hold there).
 */

function LineHolders({
  order,
  line,
  onMoved,
  onSaid,
}: {
  order: BuyerOrderFieldsFragment;
  line: Line;
  onMoved: () => void;
  onSaid: (said: Said) => void;
}) {
  const [shown, setShown] = useState(false);
  const { data, loading, error, refetch } = useQuery(ProductReservationsDocument, {
    variables: { nid: line.nid },
    skip: !shown,
    fetchPolicy: 'network-only',
  });
  const [move, moving] = useMutation(MoveReservationDocument);
  const holders = (data?.productReservations ?? []).filter((holder) => holder.order.nid !== order.nid);

  const take = async (holder: Holder) => {
    const quantity = Math.min(line.awaited, holder.quantity);
    onSaid(null);
    try {
      await move({
        variables: { input: { productNid: line.nid, fromOrderNid: holder.order.nid, toOrderNid: order.nid, quantity } },
      });
      onSaid({ problem: false, text: `Передано ${quantity} шт. из заказа № ${holder.order.nid} в этот заказ` });
      onMoved();
    } catch (failure) {
      onSaid({ problem: true, text: mutationFailure(failure).message });
    }
    void refetch();
  };

  return (
    <li>
      <p className={styles.actions}>
        «{line.name}»: ждёт {line.awaited} шт.
        {shown ? null : (
          <button type="button" className="button button--secondary" disabled={loading} onClick={() => setShown(true)}>
            Показать, в каких заказах он в резерве
          </button>
        )}
      </p>
      {error ? (
        <p className={styles.problem} role="alert">
          Не удалось загрузить резервы: нет связи с сервером.{' '}
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            Повторить
          </button>
        </p>
      ) : null}
      {data && holders.length === 0 ? <p>Других заказов с этим товаром в резерве нет.</p> : null}
      {holders.length > 0 ? (
        <DataTable
          rows={holders}
          rowKey={(holder) => `${holder.order.nid}-${holder.location.nid}`}
          caption={`Заказы, в которых «${line.name}» в резерве`}
          columns={[
            {
              title: 'Заказ',
              cell: (holder) => <Link to={`../${holder.order.nid}`}>№ {holder.order.nid}</Link>,
            },
            { title: 'Оформлен', cell: (holder) => formatMoment(holder.order.createdAt) },
            { title: 'Покупатель', cell: (holder) => holder.order.contactName },
            { title: 'Статус', cell: (holder) => BUYER_ORDER_STATUS_TITLES[holder.order.status] },
            { title: 'Оплата', cell: (holder) => PAYMENT_METHODS[holder.order.payment] },
            { title: 'Где', cell: (holder) => holder.location.name },
            { title: 'В резерве', number: true, cell: (holder) => holder.quantity },
            {
              title: <span className="visually-hidden">Действие</span>,
              cell: (holder) => (
                <button type="button" className="button" disabled={moving.loading} onClick={() => void take(holder)}>
                  Взять {Math.min(line.awaited, holder.quantity)} шт. в этот заказ
                </button>
              ),
            },
          ]}
        />
      ) : null}
    </li>
  );
}

/**
 * While an open order waits for goods, staff allowed to may take units other open orders hold
 * (e.g. for the order that paid first); the API checks where they are and that this order waits.
 */
export function ReservationMoves({ order, onMoved }: { order: BuyerOrderFieldsFragment; onMoved: () => void }) {
  const allowed = useShopStore((roles) => canPerform(roles, 'moveReservations'));
  const [said, setSaid] = useState<Said>(null);
  const waiting = order.lines.filter((line) => line.awaited > 0);
  if (!allowed || !RESERVING_STATUSES.includes(order.status)) return null;
  const told = said ? (
    <p className={said.problem ? styles.problem : undefined} role={said.problem ? 'alert' : 'status'}>
      {said.text}
    </p>
  ) : null;
  if (waiting.length === 0) return told;
  return (
    <section aria-labelledby="reservation-moves-title">
      <h2 id="reservation-moves-title">Взять из резерва другого заказа</h2>
      <ul className={styles.history}>
        {waiting.map((line) => (
          <LineHolders key={line.nid} order={order} line={line} onMoved={onMoved} onSaid={setSaid} />
        ))}
      </ul>
      {told}
    </section>
  );
}
