import { useState, type FormEvent } from 'react';
import { CreateBuyerInvoiceDocument } from '../../../lib/graphql/operations.generated';
import { useSearchParams } from '@shop/shared/router';
import { shiftDay, shopToday } from '@shop/shared/shop-days';
import type { MutationFailure } from '../../../lib/mutation-failure';
import { useCreateAndOpen } from '../../../lib/use-create-and-open';
import styles from '../../../components/documents.module.css';
import { FormField } from '../../../components/form-field';
import { formMessage } from '../../../lib/mutation-failure';
import { FormAlert } from '../../../components/field-message';

/** Days to pay, as the shop's invoices usually say. */
const DAYS_TO_PAY = 5;

/** The due date a new invoice suggests: five shop (Moscow) days from today's, not from UTC's. */
export const defaultDueDate = (now: Date | number = Date.now()) => shiftDay(shopToday(now), DAYS_TO_PAY);

/** «Выставить счёт»: a buyer order's number (from `?order=` when the order card sent us) and the due date; opens the new invoice. */
export function NewBuyerInvoiceForm() {
  const [params] = useSearchParams();
  const [order, setOrder] = useState(params.get('order') ?? '');
  const [dueDate, setDueDate] = useState(() => defaultDueDate());
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const { create, loading } = useCreateAndOpen(CreateBuyerInvoiceDocument, (data) =>
    String(data.createBuyerInvoice.nid),
  );
  const orderNid = Number(order.replace(/\D/g, ''));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!orderNid) {
      setFailure({ fieldErrors: { buyerOrderNid: 'Укажите номер заказа покупателя' }, message: '' });
      return;
    }
    setFailure(await create({ buyerOrderNid: orderNid, dueDate }));
  };
  const fieldErrors = failure?.fieldErrors ?? {};
  return (
    <form className={styles.form} aria-label="Выставить счёт" onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.grid}>
        <FormField
          label="Заказ покупателя №"
          value={order}
          onChange={setOrder}
          inputMode="numeric"
          error={fieldErrors.buyerOrderNid}
        />
        <FormField label="Оплатить до" type="date" value={dueDate} onChange={setDueDate} error={fieldErrors.dueDate} />
      </div>
      <FormAlert message={formMessage(failure)} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={loading}>
          Выставить счёт
        </button>
      </div>
    </form>
  );
}
