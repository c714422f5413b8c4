import { useState, type FormEvent } from 'react';
import { CreateSupplierInvoiceDocument } from '../../../lib/graphql/operations.generated';
import type { FieldErrors } from '../../../lib/mutation-failure';
import { useCreateAndOpen } from '../../../lib/use-create-and-open';
import styles from '../../../components/documents.module.css';
import { FormField } from '../../../components/form-field';
import { FormAlert } from '../../../components/field-message';
import { useFormMessages } from '../../../lib/use-form-messages';
import { invoiceProblems, whole } from '../hooks/supplier-invoice-check';

const EMPTY = { order: '', number: '', invoiceDate: '', amount: '', dueDate: '' };

/** «Внести счёт поставщика»: the order it bills for, and the number, date and sum as the supplier wrote them. */
export function SupplierInvoiceForm() {
  const [form, setForm] = useState(EMPTY);
  const { errors, message, check, refuse } = useFormMessages();
  const { create, loading } = useCreateAndOpen(CreateSupplierInvoiceDocument, (data) =>
    String(data.createSupplierInvoice.nid),
  );
  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (value: string) => setForm((current) => ({ ...current, [key]: value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = whole(form.order) ? {} : { supplierOrderNid: 'Укажите номер заказа поставщику' };
    if (!check({ ...found, ...invoiceProblems(form) })) return;
    const input = {
      supplierOrderNid: whole(form.order),
      number: form.number,
      invoiceDate: form.invoiceDate,
      amount: whole(form.amount),
      dueDate: form.dueDate || null,
    };
    const failure = await create(input);
    if (failure) refuse(failure);
  };
  return (
    <form
      className={styles.form}
      aria-label="Внести счёт поставщика"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className={styles.grid}>
        <FormField label="Заказ поставщику №" inputMode="numeric" {...field('order')} error={errors.supplierOrderNid} />
        <FormField label="Номер счёта" {...field('number')} error={errors.number} />
        <FormField label="Дата счёта" type="date" {...field('invoiceDate')} error={errors.invoiceDate} />
        <FormField label="Сумма, ₽" inputMode="numeric" {...field('amount')} error={errors.amount} />
        <FormField label="Оплатить до" type="date" {...field('dueDate')} error={errors.dueDate} />
      </div>
      <FormAlert message={message} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={loading}>
          Внести счёт
        </button>
      </div>
    </form>
  );
}
