import { useState, type FormEvent } from 'react';
import { useMutation } from '@shop/shared/apollo';
import { CreateBuyerInvoiceDocument } from '@shop/shared/graphql';
import { useNavigate, useSearchParams } from '@shop/shared/router';
import { shiftDay, shopToday } from '@shop/shared/shop-days';
import { attempt, type MutationFailure } from '../../../lib/mutation-failure';
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
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [order, setOrder] = useState(params.get('order') ?? '');
  const [dueDate, setDueDate] = useState(() => defaultDueDate());
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [create, { loading }] = useMutation(CreateBuyerInvoiceDocument);
  const orderNid = Number(order.replace(/\D/g, ''));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!orderNid) {
      setFailure({ fieldErrors: { buyerOrderNid: 'Укажите номер заказа покупателя' }, message: '' });
      return;
    }
    const result = await attempt(() => create({ variables: { input: { buyerOrderNid: orderNid, dueDate } } }));
    if (!result.ok) setFailure(result.failure);
    else if (result.data.data) navigate(String(result.data.data.createBuyerInvoice.nid));
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
