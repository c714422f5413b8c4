import { useState } from 'react';
import { canPerform } from '@shop/shared/access';
import { useMutation } from '@shop/shared/apollo';
import { CARD_PAYABLE_STATUSES } from '@shop/shared/checkout';
import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { useShopStore } from '@shop/shared/store';
import { formatPrice } from '@shop/shared/ui';
import { FormField } from '../../../components/form-field';
import { formatMoment } from '../../../lib/dates';
import {
  SendCardPaymentLinkDocument,
  type CardPaymentLinkFieldsFragment,
} from '../../../lib/graphql/operations.generated';
import { mutationFailure } from '../../../lib/mutation-failure';
import styles from './buyer-orders.module.css';

/**
 * «Оплата картой» on a card order's card (docs/requirements.md, «Paying by card»): the links sent so far
 * (who, when, for what sum) and, once the order is confirmed, a field for the link made in the acquiring
 * bank's account, sent to the buyer by mail and offered on the order's page. The API checks the link
 * (https, the bank's host) and the order; its refusal is said beside the field.
 */
export function CardPayment({
  order,
  links,
  onSent,
}: {
  order: BuyerOrderFieldsFragment;
  links: readonly CardPaymentLinkFieldsFragment[];
  onSent: () => void;
}) {
  const allowed = useShopStore((roles) => canPerform(roles, 'changeOrderStatus'));
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<{ field?: string; form?: string } | null>(null);
  const [sentNow, setSentNow] = useState(false);
  const [send, sending] = useMutation(SendCardPaymentLinkDocument);
  if (order.payment !== 'CARD') return null;
  const latest = links.at(-1);
  const payable = CARD_PAYABLE_STATUSES.includes(order.status);

  const submit = async () => {
    setProblem(null);
    setSentNow(false);
    try {
      await send({ variables: { nid: order.nid, url } });
      setUrl('');
      setSentNow(true);
      onSent();
    } catch (error) {
      const failure = mutationFailure(error);
      setProblem(failure.fieldErrors?.url ? { field: failure.fieldErrors.url } : { form: failure.message });
    }
  };

  return (
    <section aria-labelledby="card-payment-title">
      <h2 id="card-payment-title">Оплата картой</h2>
      {links.length === 0 ? (
        <p>
          {payable
            ? 'Ссылку на оплату ещё не отправляли: создайте её в личном кабинете банка на сумму заказа и вставьте сюда.'
            : 'Ссылку на оплату отправляют покупателю после подтверждения заказа.'}
        </p>
      ) : (
        <ol className={styles.history} aria-label="Отправленные ссылки на оплату">
          {links.map((link) => (
            <li key={link.id}>
              {formatMoment(link.sentAt)}, {link.sentBy.name}: {formatPrice(link.amount)} —{' '}
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {new URL(link.url).hostname}
              </a>
              {link === latest ? ' (действует)' : ''}
            </li>
          ))}
        </ol>
      )}
      {latest && payable && latest.amount !== order.total ? (
        <p role="status">
          Сумма заказа изменилась после отправки ссылки: {formatPrice(latest.amount)} → {formatPrice(order.total)}.
          Создайте в банке новую ссылку и отправьте её.
        </p>
      ) : null}
      {allowed && payable ? (
        <form
          aria-label="Отправить ссылку на оплату"
          // The API's refusal, in Russian beside the field, rather than the browser's own.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField
            label={`Ссылка на оплату ${formatPrice(order.total)} из кабинета банка`}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            value={url}
            onChange={(value) => {
              setUrl(value);
              setProblem(null);
            }}
            error={problem?.field}
          />
          <button type="submit" className="button" disabled={sending.loading || !url.trim()}>
            {latest ? 'Отправить новую ссылку покупателю' : 'Отправить ссылку покупателю'}
          </button>
        </form>
      ) : null}
      {problem?.form ? <p role="alert">{problem.form}</p> : null}
      {sentNow ? (
        <p role="status">
          {order.email
            ? `Письмо со ссылкой поставлено в очередь на ${order.email} (его судьба — в «Письмах»); ссылка показана на странице заказа`
            : 'Ссылка показана на странице заказа; e-mail у заказа нет — продиктуйте её покупателю'}
        </p>
      ) : null}
    </section>
  );
}
