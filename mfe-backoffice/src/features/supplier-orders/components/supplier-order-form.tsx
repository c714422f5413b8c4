import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@shop/shared/apollo';
import { SuppliersDocument } from '../../../lib/graphql/operations.generated';
import { formatPrice } from '@shop/shared/ui';
import type { MutationFailure } from '../../../lib/mutation-failure';
import styles from '../../../components/documents.module.css';
import { FormField } from '../../../components/form-field';
import { checkOrder, orderTotal, useOrderForm, type OrderDraft } from '../hooks/use-order-form';
import { OrderLinesTable } from './order-lines-table';
import { ProductPicker } from '../../../components/product-search';
import { FormAlert } from '../../../components/field-message';

export interface SupplierOrderFormProps {
  initial: OrderDraft;
  submitLabel: string;
  onSave: (draft: OrderDraft) => Promise<MutationFailure | null>;
  /** More buttons beside «save» (place, delete). */
  children?: ReactNode;
}

/** A draft order to a supplier: the supplier, the expected day, the lines with prices, and the total. */
export function SupplierOrderForm({ initial, submitLabel, onSave, children }: SupplierOrderFormProps) {
  const form = useOrderForm(initial);
  const { draft, errors } = form;
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const suppliers = useQuery(SuppliersDocument, { variables: { search: null, skip: 0, limit: 100 } }).data?.suppliers
    .items;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const found = checkOrder(draft);
    form.setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const failure = await onSave(draft);
    setSaving(false);
    if (failure?.fieldErrors) form.setErrors(failure.fieldErrors);
    if (failure) setMessage(failure.message);
  };

  return (
    <div className={styles.form}>
      <ProductPicker
        chosen={new Set(draft.lines.map((line) => line.nid))}
        onAdd={form.addProduct}
        chosenLabel="Уже в заказе"
        stockOf={(product) => `на складе ${product.stock} шт.`}
      />
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Заказ поставщику" className={styles.form}>
        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor="order-supplier">Поставщик</label>
            <select
              id="order-supplier"
              value={draft.supplierNid}
              aria-invalid={errors.supplierNid ? true : undefined}
              aria-describedby={errors.supplierNid ? 'order-supplier-error' : undefined}
              onChange={(event) => form.set({ supplierNid: event.target.value })}
            >
              <option value="">{suppliers ? 'Выберите поставщика' : 'Загружаем поставщиков…'}</option>
              {suppliers?.map((supplier) => (
                <option key={supplier.nid} value={supplier.nid}>
                  {supplier.name} (ИНН {supplier.inn})
                </option>
              ))}
            </select>
            {errors.supplierNid ? (
              <span id="order-supplier-error" className={styles.fieldError}>
                {errors.supplierNid}
              </span>
            ) : null}
          </div>
          <FormField
            label="Ожидаемая дата поставки"
            type="date"
            value={draft.expectedDate}
            error={errors.expectedDate}
            onChange={(expectedDate) => form.set({ expectedDate })}
          />
        </div>
        <h2>Товары в заказе</h2>
        {draft.lines.length > 0 ? (
          <OrderLinesTable lines={draft.lines} errors={errors} onChange={form.setLine} onRemove={form.removeLine} />
        ) : (
          <p className={styles.muted}>Товаров пока нет: найдите их выше.</p>
        )}
        {errors.lines ? <p className={styles.fieldError}>{errors.lines}</p> : null}
        <p className={styles.total}>Итого: {formatPrice(orderTotal(draft))}</p>
        <FormField
          label="Комментарий"
          multiline
          value={draft.comment}
          error={errors.comment}
          onChange={(comment) => form.set({ comment })}
        />
        <FormAlert message={message} />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Сохраняем…' : submitLabel}
          </button>
          {children}
        </div>
      </form>
    </div>
  );
}
