import { useState, type FormEvent } from 'react';
import { useMutation } from '@shop/shared/apollo';
import { UpdateBuyerInvoiceDocument, type BuyerInvoiceFieldsFragment } from '../../../lib/graphql/operations.generated';
import { useFormMessages } from '../../../lib/use-form-messages';
import { FormField } from '../../../components/form-field';
import { EditButton, EditForm } from '../../../components/inline-editor';

/**
 * «Изменить»: the due date and the comment of a standing invoice; its lines stay as the order was
 * invoiced. Messages go beside the fields; the form closes once the API has saved it.
 */
export function BuyerInvoiceEditor({ invoice }: { invoice: BuyerInvoiceFieldsFragment }) {
  const [open, setOpen] = useState(false);
  const [dueDate, setDueDate] = useState(invoice.dueDate);
  const [comment, setComment] = useState(invoice.comment ?? '');
  const { errors, message, clear, check, send } = useFormMessages();
  const [saved, setSaved] = useState(false);
  const [update, { loading }] = useMutation(UpdateBuyerInvoiceDocument);

  const start = () => {
    setDueDate(invoice.dueDate);
    setComment(invoice.comment ?? '');
    clear();
    setSaved(false);
    setOpen(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(dueDate ? {} : { dueDate: 'Укажите дату' })) return;
    if (await send(() => update({ variables: { nid: invoice.nid, input: { dueDate, comment: comment || null } } }))) {
      setOpen(false);
      setSaved(true);
    }
  };

  if (!open) return <EditButton onStart={start} saved={saved} />;
  return (
    <EditForm label="Изменить счёт" onSubmit={submit} message={message} busy={loading} onCancel={() => setOpen(false)}>
      <FormField label="Оплатить до" type="date" value={dueDate} onChange={setDueDate} error={errors.dueDate} />
      <FormField label="Комментарий" multiline value={comment} onChange={setComment} error={errors.comment} />
    </EditForm>
  );
}
