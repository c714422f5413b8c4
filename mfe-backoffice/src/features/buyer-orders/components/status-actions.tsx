import { useState } from 'react';
import { canPerform } from '@shop/shared/access';
import { useMutation } from '@shop/shared/apollo';
import { BUYER_ORDER_STATUS_TITLES } from '@shop/shared/checkout';
import {
  ChangeBuyerOrderStatusDocument,
  type BuyerOrderQuery,
  type BuyerOrderStatus,
} from '../../../lib/graphql/operations.generated';
import { useShopStore } from '@shop/shared/store';
import { statusChangeProblem } from '../api/status-change-error';
import styles from './buyer-orders.module.css';

type Order = NonNullable<BuyerOrderQuery['buyerOrder']>;

/** What the button for each next status says. */
const ACTION_TITLES: Record<BuyerOrderStatus, string> = {
  NEW: 'Вернуть в новые',
  CONFIRMED: 'Подтвердить',
  SHIPPED: 'Отгрузить',
  DELIVERED: 'Отметить доставленным',
  COMPLETED: 'Завершить',
  CANCELLED: 'Отменить заказ',
};

/**
 * The moves the API allows from the order's status, for staff allowed to change it. Each sends
 * the status the clerk sees, so a change someone else made meanwhile is refused, explained and
 * reloaded (onStale). Cancelling asks once more.
 */
export function StatusActions({ order, onStale }: { order: Order; onStale: () => void }) {
  const allowed = useShopStore((roles) => canPerform(roles, 'changeOrderStatus'));
  const [changeStatus, { loading }] = useMutation(ChangeBuyerOrderStatusDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  if (!allowed || (order.nextStatuses.length === 0 && !problem)) return null;

  const move = async (to: BuyerOrderStatus) => {
    setProblem(null);
    setConfirmingCancel(false);
    try {
      await changeStatus({ variables: { nid: order.nid, from: order.status, to } });
    } catch (error) {
      const found = statusChangeProblem(error);
      setProblem(found.message);
      if (found.currentStatus) onStale();
    }
  };

  return (
    <div className={styles.actions} role="group" aria-label="Изменить статус">
      {order.nextStatuses.map((to) =>
        to === 'CANCELLED' && confirmingCancel ? (
          <span key={to} className={styles.actions}>
            Отменить заказ № {order.number}?
            <button
              type="button"
              className={`button ${styles.danger}`}
              disabled={loading}
              onClick={() => void move(to)}
            >
              Да, отменить
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirmingCancel(false)}>
              Нет
            </button>
          </span>
        ) : (
          <button
            key={to}
            type="button"
            className={to === 'CANCELLED' ? 'button button--secondary' : 'button'}
            disabled={loading}
            title={`Статус станет «${BUYER_ORDER_STATUS_TITLES[to]}»`}
            onClick={() => (to === 'CANCELLED' ? setConfirmingCancel(true) : void move(to))}
          >
            {ACTION_TITLES[to]}
          </button>
        ),
      )}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
