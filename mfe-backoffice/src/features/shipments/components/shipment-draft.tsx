import type { FormEvent } from 'react';
import type { ShipmentFieldsFragment } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import { FormField } from '../../../components/form-field';
import type { useShipmentActions } from '../api/use-shipment-actions';
import { checkShipment, shipmentInput, useShipmentForm } from '../hooks/use-shipment-form';
import { ShipmentLines } from './shipment-lines';

export interface ShipmentDraftProps {
  shipment: ShipmentFieldsFragment;
  actions: ReturnType<typeof useShipmentActions>;
}

/** A draft shipment: how many of each order line go out now; saved, posted or deleted. */
export function ShipmentDraft({ shipment, actions }: ShipmentDraftProps) {
  const form = useShipmentForm(shipment);
  const goods = shipment.lines.reduce((sum, line, index) => sum + (Number(form.lines[index]?.quantity) || 0) * line.price, 0);
  const submit = async (event: FormEvent, andPost: boolean) => {
    event.preventDefault();
    const errors = checkShipment(shipment.lines, form.lines, andPost);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const input = shipmentInput(form.lines, form.comment);
    if (andPost) await actions.post(input);
    else await actions.save(input);
  };
  const errors = { ...(actions.failure?.fieldErrors ?? {}), ...form.errors };
  return (
    <form className={styles.form} noValidate aria-label={`Отгрузка № ${shipment.nid}`} onSubmit={(event) => void submit(event, false)}>
      <p className={styles.muted}>
        Укажите, сколько каждого товара уходит сейчас; 0 — строка не отгружается в этот раз. При проведении товар спишется со склада,
        а долг покупателя вырастет на сумму отгрузки.
      </p>
      <ShipmentLines shipment={shipment} drafts={form.lines} errors={errors} onChange={form.setQuantity} />
      <p className={styles.total}>
        Товары: {formatPrice(goods)}
        {shipment.deliveryCost > 0 ? ` · доставка: ${formatPrice(shipment.deliveryCost)}` : ''} · итого: {formatPrice(goods + shipment.deliveryCost)}
      </p>
      <FormField label="Комментарий" multiline value={form.comment} error={errors.comment} onChange={form.setComment} />
      <div className={styles.actions}>
        <button type="button" className="button" disabled={actions.busy} onClick={(event) => void submit(event, true)}>
          {actions.busy ? 'Проводим…' : 'Провести'}
        </button>
        <button type="submit" className="button button--secondary" disabled={actions.busy}>
          Сохранить черновик
        </button>
        <button type="button" className="button button--secondary" disabled={actions.busy} onClick={() => void actions.remove()}>
          Удалить черновик
        </button>
      </div>
    </form>
  );
}
