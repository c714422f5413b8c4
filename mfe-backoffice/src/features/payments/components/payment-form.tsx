import type { FormEvent } from 'react';
import type { PaymentInput, SettlementMethod } from '../../../lib/graphql/operations.generated';
import type { FieldErrors } from '../../../lib/mutation-failure';
import styles from '../../../components/documents.module.css';
import { FormField } from '../../../components/form-field';
import { PAYMENT_DIRECTION_TITLES, paymentOperationTitle, SETTLEMENT_METHOD_TITLES } from '../../../lib/money-titles';
import { counterpartyKindOf, usePaymentForm, type PaymentDraft } from '../hooks/use-payment-form';
import { CounterpartySelect } from './counterparty-select';

export interface PaymentFormProps {
  initial: PaymentDraft;
  /** Saves the draft; field messages when the API refuses it, null when saved. */
  onSave: (input: PaymentInput) => Promise<FieldErrors | null>;
  /** Saves, then posts. Absent on a new payment (it is saved first). */
  onPost?: (input: PaymentInput) => Promise<FieldErrors | null>;
  busy?: boolean;
}

/** «Платёж»: direction and operation (a payment or money back), method, invoice or counterparty («на счёт»), amount, date, comment. */
export function PaymentForm({ initial, onSave, onPost, busy }: PaymentFormProps) {
  const form = usePaymentForm(initial, onSave);
  const { draft, change, errors } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form className={styles.form} aria-label="Платёж" onSubmit={submit} noValidate>
      <fieldset>
        <legend>Вид платежа</legend>
        {Object.entries(PAYMENT_DIRECTION_TITLES).map(([value, title]) => (
          <label key={value}>
            <input
              type="radio"
              name="direction"
              value={value}
              checked={draft.direction === value}
              onChange={() => {
                change('direction', value as PaymentDraft['direction']);
                change('counterpartyNid', '');
              }}
            />{' '}
            {title}
          </label>
        ))}
      </fieldset>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor="payment-operation">Вид операции</label>
          <select
            id="payment-operation"
            value={draft.refund ? 'refund' : 'payment'}
            onChange={(event) => {
              change('refund', event.target.value === 'refund');
              change('counterpartyNid', '');
            }}
          >
            <option value="payment">{paymentOperationTitle(draft.direction, false)}</option>
            <option value="refund">{paymentOperationTitle(draft.direction, true)}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="payment-method">Способ оплаты</label>
          <select
            id="payment-method"
            value={draft.method}
            onChange={(event) => change('method', event.target.value as SettlementMethod)}
          >
            {Object.entries(SETTLEMENT_METHOD_TITLES).map(([value, title]) => (
              <option key={value} value={value}>
                {title}
              </option>
            ))}
          </select>
        </div>
        {draft.refund ? null : (
          <FormField
            label={draft.direction === 'IN' ? 'Счёт покупателю №' : 'Счёт поставщика (номер в системе)'}
            value={draft.invoiceNid}
            onChange={(value) => change('invoiceNid', value)}
            inputMode="numeric"
            error={errors.invoiceNid}
          />
        )}
        <CounterpartySelect
          kind={counterpartyKindOf(draft)}
          byInvoice={!draft.refund}
          value={draft.counterpartyNid}
          onChange={(value) => change('counterpartyNid', value)}
          error={errors.counterpartyNid}
        />
        <FormField
          label="Сумма, ₽"
          value={draft.amount}
          onChange={(value) => change('amount', value)}
          inputMode="numeric"
          error={errors.amount}
        />
        <FormField
          label="Дата платежа"
          type="date"
          value={draft.paidOn}
          onChange={(value) => change('paidOn', value)}
          error={errors.paidOn}
        />
      </div>
      <FormField
        label="Комментарий"
        value={draft.comment}
        onChange={(value) => change('comment', value)}
        multiline
        error={errors.comment}
      />
      <p className={styles.muted}>
        {draft.refund
          ? 'Возврат денег проводится без счёта и меняет сальдо контрагента.'
          : 'Без счёта платёж идёт «на счёт» контрагента и меняет только его сальдо.'}
      </p>
      <div className={styles.actions}>
        <button type="submit" className="button button--secondary" disabled={busy}>
          Сохранить
        </button>
        {onPost ? (
          <button type="button" className="button" disabled={busy} onClick={() => void form.submit(onPost)}>
            Провести
          </button>
        ) : null}
      </div>
    </form>
  );
}
