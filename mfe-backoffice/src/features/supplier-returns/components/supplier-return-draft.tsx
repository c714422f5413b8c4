import type { FormEvent } from 'react';
import type { SupplierReturnFieldsFragment } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import { FormField } from '../../../components/form-field';
import type { useSupplierReturnActions } from '../api/use-supplier-return-actions';
import { checkReturn, returnDraftInput, useSupplierReturnForm } from '../hooks/use-supplier-return-form';
import { SupplierReturnLines } from './supplier-return-lines';

export interface SupplierReturnDraftProps {
  supplierReturn: SupplierReturnFieldsFragment;
  actions: ReturnType<typeof useSupplierReturnActions>;
}

/** A draft return: how many of each accepted line go back and why; saved, posted or deleted. */
export function SupplierReturnDraft({ supplierReturn, actions }: SupplierReturnDraftProps) {
  const form = useSupplierReturnForm(supplierReturn);
  const total = supplierReturn.lines.reduce((sum, line, index) => sum + (Number(form.lines[index]?.quantity) || 0) * line.price, 0);
  const submit = async (event: FormEvent, andPost: boolean) => {
    event.preventDefault();
    const errors = checkReturn(supplierReturn.lines, form.lines, andPost);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const input = returnDraftInput(form.lines, form.comment);
    if (andPost) await actions.post(input);
    else await actions.save(input);
  };
  const errors = { ...(actions.failure?.fieldErrors ?? {}), ...form.errors };
  return (
    <form className={styles.form} noValidate aria-label={`Возврат поставщику № ${supplierReturn.nid}`} onSubmit={(event) => void submit(event, false)}>
      <p className={styles.muted}>
        Укажите, сколько единиц каждой строки приёмки возвращаете и почему. Строки с нулём при проведении не попадут в документ.
        При проведении товар спишется со склада, а долг перед поставщиком уменьшится на сумму возврата по ценам приёмки.
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" disabled={actions.busy} onClick={form.returnAll}>
          Вернуть всё, что можно
        </button>
      </div>
      <SupplierReturnLines supplierReturn={supplierReturn} drafts={form.lines} errors={errors} onChange={form.setLine} />
      <p className={styles.total}>Итого к возврату: {formatPrice(total)}</p>
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
