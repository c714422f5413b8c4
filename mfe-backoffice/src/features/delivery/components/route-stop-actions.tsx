import { useId, useState, type FormEvent } from 'react';
import type { RouteStopFieldsFragment } from '../../../lib/graphql/operations.generated';
import styles from '../../../components/documents.module.css';
import { useDeliveryMark } from '../api/use-delivery-mark';
import { formMessage } from '../../../lib/mutation-failure';
import { FormAlert } from '../../../components/field-message';

/** «Доставлено» or «Не доставлено» with the reason, for a stop not yet delivered. */
export function RouteStopActions({ stop }: { stop: RouteStopFieldsFragment }) {
  const { busy, failure, setFailure, send } = useDeliveryMark(stop.shipmentNid);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const id = useId();
  if (stop.status === 'DELIVERED') return null;

  const failed = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setFailure({ fieldErrors: { reason: 'Укажите, почему не доставлено' }, message: '' });
      return;
    }
    if (await send(false, reason.trim())) {
      setAsking(false);
      setReason('');
    }
  };
  const reasonError = failure?.fieldErrors?.reason;
  return (
    <div>
      {asking ? (
        <form
          aria-label={`Не доставлено: заказ № ${stop.orderNumber}`}
          noValidate
          onSubmit={(event) => void failed(event)}
        >
          <div className={styles.field}>
            <label htmlFor={id}>Причина</label>
            <textarea
              id={id}
              value={reason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {reasonError ? (
              <span id={`${id}-error`} className={styles.fieldError}>
                {reasonError}
              </span>
            ) : null}
          </div>
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={busy}>
              Сохранить отметку
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setAsking(false);
                setFailure(null);
              }}
            >
              Отмена
            </button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <button type="button" className="button" disabled={busy} onClick={() => void send(true, null)}>
            Доставлено
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setAsking(true)}>
            Не доставлено
          </button>
        </div>
      )}
      <FormAlert message={formMessage(failure)} />
    </div>
  );
}
