import { useState } from 'react';
import { canPerform } from '@shop/shared/access';
import { useMutation } from '@shop/shared/apollo';
import { RESERVING_STATUSES } from '@shop/shared/checkout';
import { deliveryCost } from '@shop/shared/delivery';
import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { useShopStore } from '@shop/shared/store';
import { formatPrice, QuantityStepper } from '@shop/shared/ui';
import {
  BuyerOrderShipmentsDocument,
  ChangeBuyerOrderQuantitiesDocument,
} from '../../../lib/graphql/operations.generated';
import { mutationFailure } from '../../../lib/mutation-failure';
import styles from './buyer-orders.module.css';

type Said = { problem: boolean; text: string } | null;

/**
 * «Изменить количество» under the order's goods (docs/requirements.md, «Changing an order's
 * quantities»): while the order is open and not invoiced, those who move orders change the lines'
 * quantities and see the goods, delivery and total it comes to (the checkout's delivery rule) before
 * saving. The API re-checks everything; a refusal is said here and the card reloads (another clerk's
 * change shows the quantities as they are now).
 */
export function OrderQuantities({
  order,
  invoiceNid,
  onChanged,
}: {
  order: BuyerOrderFieldsFragment;
  invoiceNid: number | null;
  onChanged: () => void;
}) {
  const allowed = useShopStore((roles) => canPerform(roles, 'changeOrderStatus'));
  const [editing, setEditing] = useState<Map<number, number> | null>(null);
  const [said, setSaid] = useState<Said>(null);
  // The «Отгрузки» block reads what each line has left to ship by a query of its own.
  const [change, changing] = useMutation(ChangeBuyerOrderQuantitiesDocument, {
    refetchQueries: [BuyerOrderShipmentsDocument],
  });
  if (!allowed || !RESERVING_STATUSES.includes(order.status)) return null;
  if (invoiceNid !== null)
    return <p>Количество меняют до выставления счёта: чтобы изменить его, аннулируйте счёт № {invoiceNid}.</p>;

  const quantityOf = (line: BuyerOrderFieldsFragment['lines'][number]) => editing?.get(line.lineNo) ?? line.quantity;
  const goodsTotal = order.lines.reduce((sum, line) => sum + line.price * quantityOf(line), 0);
  const quote = deliveryCost({ method: order.delivery, orderTotal: goodsTotal, distanceKm: order.distanceKm });
  const changed = order.lines.filter((line) => quantityOf(line) !== line.quantity);

  const save = async () => {
    setSaid(null);
    try {
      await change({
        variables: {
          nid: order.nid,
          lines: changed.map((line) => ({ lineNo: line.lineNo, from: line.quantity, to: quantityOf(line) })),
        },
      });
      setEditing(null);
      setSaid({ problem: false, text: 'Количество изменено: заказ пересчитан, резерв обновлён' });
    } catch (failure) {
      setSaid({ problem: true, text: mutationFailure(failure).message });
    }
    onChanged();
  };

  return (
    <>
      {editing ? (
        <form
          aria-label="Изменить количество"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <ul className={styles.quantities}>
            {order.lines.map((line) => (
              <li key={line.lineNo}>
                <span>
                  {line.name}, {formatPrice(line.price)} за шт.
                </span>
                <QuantityStepper
                  label={line.name}
                  quantity={quantityOf(line)}
                  onChange={(quantity) => setEditing(new Map(editing).set(line.lineNo, quantity))}
                />
              </li>
            ))}
          </ul>
          <p aria-live="polite">
            Станет: товары {formatPrice(goodsTotal)}, доставка {quote.ok ? formatPrice(quote.cost) : '—'}, итого{' '}
            {quote.ok ? formatPrice(goodsTotal + quote.cost) : '—'}
          </p>
          <p className={styles.actions}>
            <button type="submit" className="button" disabled={changing.loading || changed.length === 0}>
              Сохранить количество
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setEditing(null);
                setSaid(null);
              }}
            >
              Отмена
            </button>
          </p>
        </form>
      ) : (
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setEditing(new Map());
              setSaid(null);
            }}
          >
            Изменить количество
          </button>
        </p>
      )}
      {said ? (
        <p className={said.problem ? styles.problem : undefined} role={said.problem ? 'alert' : 'status'}>
          {said.text}
        </p>
      ) : null}
    </>
  );
}
