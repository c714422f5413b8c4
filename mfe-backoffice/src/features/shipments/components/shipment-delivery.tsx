import { useId, useState, type FormEvent } from 'react';
import { canPlanDeliveries } from '@shop/shared/access';
import { useMutation, useQuery } from '@shop/shared/apollo';
import {
  DriversDocument,
  PlanDeliveryDocument,
  type ShipmentHeaderFragment,
} from '../../../lib/graphql/operations.generated';
import { useShopStore } from '@shop/shared/store';
import { attempt, type MutationFailure } from '../../../lib/mutation-failure';
import { formatDay, formatMoment } from '../../../lib/dates';
import { DeliveryStatusBadge } from '../../../components/delivery-status-badge';
import styles from '../../../components/documents.module.css';
import { FormField } from '../../../components/form-field';
import { formMessage } from '../../../lib/mutation-failure';
import { FormAlert } from '../../../components/field-message';

type Plan = NonNullable<ShipmentHeaderFragment['deliveryPlan']>;

/** «Доставка» of a shipment: when and with whom, how it went; dispatchers re-plan it, even after posting. */
export function ShipmentDelivery({ shipment }: { shipment: ShipmentHeaderFragment }) {
  const plan = shipment.deliveryPlan;
  const canPlan = useShopStore((roles) => canPlanDeliveries(roles));
  if (!plan) {
    return (
      <section aria-labelledby="shipment-delivery-title">
        <h2 id="shipment-delivery-title">Доставка</h2>
        <p>Самовывоз: покупатель забирает товар в магазине, доставки нет.</p>
      </section>
    );
  }
  const editable = canPlan && plan.status !== 'DELIVERED' && shipment.status !== 'CANCELLED';
  return (
    <section aria-labelledby="shipment-delivery-title">
      <h2 id="shipment-delivery-title">Доставка</h2>
      <p>
        {formatDay(plan.date)} · {plan.driverName ? `водитель ${plan.driverName}` : 'водитель не назначен'} ·{' '}
        <DeliveryStatusBadge status={plan.status} />
      </p>
      {plan.status === 'FAILED' && plan.failureReason ? <p>Причина: {plan.failureReason}</p> : null}
      {plan.markedAt ? (
        <p className={styles.muted}>
          Отметил(а) {plan.markedByName ?? ''} {formatMoment(plan.markedAt)}
        </p>
      ) : (
        <p className={styles.muted}>
          Запланировал(а) {plan.plannedByName} {formatMoment(plan.plannedAt)}
        </p>
      )}
      {editable ? <PlanForm key={shipment.nid} shipmentNid={shipment.nid} plan={plan} /> : null}
    </section>
  );
}

/** Another day or driver for the delivery; the messages go beside the fields. */
function PlanForm({ shipmentNid, plan }: { shipmentNid: number; plan: Plan }) {
  const [date, setDate] = useState(plan.date);
  const [driverUid, setDriverUid] = useState(plan.driverUid ?? '');
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const drivers = useQuery(DriversDocument);
  const [planDelivery, { loading }] = useMutation(PlanDeliveryDocument);
  const driverId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!date) {
      setFailure({ fieldErrors: { date: 'Укажите дату' }, message: '' });
      return;
    }
    const result = await attempt(() =>
      planDelivery({ variables: { shipmentNid, input: { date, driverUid: driverUid || null } } }),
    );
    setFailure(result.ok ? null : result.failure);
    setSaved(result.ok);
  };
  const errors = failure?.fieldErrors ?? {};
  return (
    <form className={styles.form} aria-label="План доставки" noValidate onSubmit={(event) => void submit(event)}>
      <div className={styles.grid}>
        <FormField label="Дата доставки" type="date" value={date} onChange={setDate} error={errors.date} />
        <div className={styles.field}>
          <label htmlFor={driverId}>Водитель</label>
          <select
            id={driverId}
            value={driverUid}
            aria-invalid={errors.driverUid ? true : undefined}
            aria-describedby={errors.driverUid ? `${driverId}-error` : undefined}
            onChange={(event) => setDriverUid(event.target.value)}
          >
            <option value="">Не назначен</option>
            {plan.driverUid && !drivers.data?.drivers.some((driver) => driver.uid === plan.driverUid) ? (
              <option value={plan.driverUid}>{plan.driverName}</option>
            ) : null}
            {drivers.data?.drivers.map((driver) => (
              <option key={driver.uid} value={driver.uid}>
                {driver.name}
              </option>
            ))}
          </select>
          {errors.driverUid ? (
            <span id={`${driverId}-error`} className={styles.fieldError}>
              {errors.driverUid}
            </span>
          ) : null}
        </div>
      </div>
      <FormAlert message={formMessage(failure)} />
      {saved ? (
        <p className={styles.success} role="status">
          План доставки сохранён
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button button--secondary" disabled={loading}>
          Сохранить план доставки
        </button>
      </div>
    </form>
  );
}
