import { useState, type FormEvent } from 'react';
import { useMutation } from '@shop/shared/apollo';
import {
  UpdateSupplierInvoiceDocument,
  type SupplierInvoiceFieldsFragment,
} from '../../../lib/graphql/operations.generated';
import { useFormMessages } from '../../../lib/use-form-messages';
import { invoiceProblems, whole } from '../hooks/supplier-invoice-check';
import { FormField } from '../../../components/form-field';
import { EditButton, EditForm } from '../../../components/inline-editor';

type Form = { number: string; invoiceDate: string; amount: string; dueDate: string; comment: string };

const formOf = (invoice: SupplierInvoiceFieldsFragment): Form => ({
  number: invoice.number,
  invoiceDate: invoice.invoiceDate,
  amount: String(invoice.amount),
  dueDate: invoice.dueDate ?? '',
  comment: invoice.comment ?? '',
});

/**
 * «Изменить»: a supplier invoice as the supplier reissued it — number, date, sum, due date and
 * comment. The API keeps the sum from going below what is already paid; its message goes beside «Сумма».
 */
export function SupplierInvoiceEditor({ invoice }: { invoice: SupplierInvoiceFieldsFragment }) {
  const [form, setForm] = useState<Form | null>(null);
  const { errors, message, clear, check, send } = useFormMessages();
  const [saved, setSaved] = useState(false);
  const [update, { loading }] = useMutation(UpdateSupplierInvoiceDocument);
  const field = (key: keyof Form) => ({
    value: form?.[key] ?? '',
    onChange: (value: string) => setForm((current) => current && { ...current, [key]: value }),
  });

  const start = () => {
    setForm(formOf(invoice));
    clear();
    setSaved(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    if (!check(invoiceProblems(form))) return;
    const input = {
      number: form.number,
      invoiceDate: form.invoiceDate,
      amount: whole(form.amount),
      dueDate: form.dueDate || null,
      comment: form.comment || null,
    };
    if (await send(() => update({ variables: { nid: invoice.nid, input } }))) {
      setForm(null);
      setSaved(true);
    }
  };

  if (!form) return <EditButton onStart={start} saved={saved} />;
  return (
    <EditForm
      label="Изменить счёт поставщика"
      onSubmit={submit}
      message={message}
      busy={loading}
      onCancel={() => setForm(null)}
    >
      <FormField label="Номер счёта" {...field('number')} error={errors.number} />
      <FormField label="Дата счёта" type="date" {...field('invoiceDate')} error={errors.invoiceDate} />
      <FormField label="Сумма, ₽" inputMode="numeric" {...field('amount')} error={errors.amount} />
      <FormField label="Оплатить до" type="date" {...field('dueDate')} error={errors.dueDate} />
      <FormField label="Комментарий" multiline {...field('comment')} error={errors.comment} />
    </EditForm>
  );
}
