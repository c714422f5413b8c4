import { useState } from 'react';
import { canPerform } from '@shop/shared/access';
import { useMutation } from '@shop/shared/apollo';
import { useShopStore } from '@shop/shared/store';
import {
  ResendMailDocument,
  RevokeBuyerOrderLinkDocument,
  type MailKind,
  type MailMessageFieldsFragment,
} from '../../../lib/graphql/operations.generated';
import { formatMoment } from '../../../lib/dates';
import { mutationFailure } from '../../../lib/mutation-failure';
import styles from './buyer-orders.module.css';

/** What each message is, as staff name it. */
export const KIND_TITLES: Record<MailKind, string> = {
  ORDER_RECEIVED: '«Заказ принят» покупателю',
  NEW_ORDER_NOTICE: '«Новый заказ» сотрудникам',
  ORDER_CONFIRMED: '«Заказ подтверждён» покупателю',
  ORDER_SHIPPED: '«Передан в доставку» покупателю',
  ORDER_DELIVERED: '«Доставлен» (при самовывозе «Выдан») покупателю',
  ORDER_CANCELLED: '«Заказ отменён» покупателю',
  INVOICE_ISSUED: '«Счёт на оплату» с PDF покупателю',
  RETURN_ACCEPTED: '«Возврат принят» покупателю',
  REFUND_PAID: '«Деньги возвращены» покупателю',
  CARD_PAYMENT_LINK: '«Оплата картой» со ссылкой покупателю',
};

/** What became of a message: with the relay, in the queue, or refused and why. */
function outcome(message: MailMessageFieldsFragment): string {
  if (message.status === 'SENT') return `отправлено ${formatMoment(message.sentAt ?? message.queuedAt)}`;
  if (message.status === 'FAILED') return `не отправлено: ${message.failure ?? 'причина не записана'}`;
  return message.failure ? `в очереди, попыток: ${message.attempts}; последняя: ${message.failure}` : 'в очереди';
}

/**
 * The order's messages (what, to whom, when, what became of it), each sent again on request; and the
 * link of the buyer's e-mail, revoked on request (the next message carries a new one).
 */
export function OrderMail({
  nid,
  messages,
  onChanged,
}: {
  nid: number;
  messages: readonly MailMessageFieldsFragment[];
  onChanged: () => void;
}) {
  const allowed = useShopStore((roles) => canPerform(roles, 'changeOrderStatus'));
  const [resend, resending] = useMutation(ResendMailDocument);
  const [revoke, revoking] = useMutation(RevokeBuyerOrderLinkDocument);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setSaid(null);
    try {
      await action();
      setSaid({ text: done, problem: false });
      onChanged();
    } catch (error) {
      setSaid({ text: mutationFailure(error).message, problem: true });
    }
  };
  return (
    <section aria-labelledby="order-mail-title">
      <h2 id="order-mail-title">Письма</h2>
      {messages.length === 0 ? <p>Писем по заказу нет.</p> : null}
      <ol className={styles.history} aria-label="Письма по заказу">
        {messages.map((message) => (
          <li key={message.id}>
            {formatMoment(message.queuedAt)} — {KIND_TITLES[message.kind]} ({message.recipients.join(', ')})
            {message.requestedBy ? `, по просьбе: ${message.requestedBy}` : ''}: {outcome(message)}
            {allowed && message.status !== 'QUEUED' ? (
              <>
                {' '}
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={resending.loading}
                  onClick={() =>
                    void run(() => resend({ variables: { id: message.id } }), 'Письмо поставлено в очередь ещё раз')
                  }
                >
                  Отправить ещё раз
                </button>
              </>
            ) : null}
          </li>
        ))}
      </ol>
      {allowed ? (
        <p>
          Ссылка в письме покупателю открывает заказ без входа.{' '}
          <button
            type="button"
            className="button button--secondary"
            disabled={revoking.loading}
            onClick={() =>
              void run(
                () => revoke({ variables: { nid } }),
                'Ссылка отозвана: прежняя больше не открывает заказ, в следующем письме будет новая',
              )
            }
          >
            Отозвать ссылку из письма
          </button>
        </p>
      ) : null}
      {said ? <p role={said.problem ? 'alert' : 'status'}>{said.text}</p> : null}
    </section>
  );
}
