import type { FormEvent } from 'react';
import type { AcceptanceFieldsFragment } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import { FormField } from '../../../components/form-field';
import type { useAcceptanceActions } from '../api/use-acceptance-actions';
import { acceptanceInput, checkAcceptance, useAcceptanceForm } from '../hooks/use-acceptance-form';
import { AcceptanceLines } from './acceptance-lines';

export interface AcceptanceDraftProps {
  acceptance: AcceptanceFieldsFragment;
  actions: ReturnType<typeof useAcceptanceActions>;
}

/** A draft acceptance: how many of each line came and what was wrong; saved, posted or deleted. */
export function AcceptanceDraft({ acceptance, actions }: AcceptanceDraftProps) {
  const form = useAcceptanceForm(acceptance);
  const total = acceptance.lines.reduce((sum, line, index) => sum + (Number(form.lines[index]?.quantity) || 0) * line.price, 0);
  const submit = async (event: FormEvent, andPost: boolean) => {
    event.preventDefault();
    const errors = checkAcceptance(form.lines);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const input = acceptanceInput(acceptance.supplierOrderNid, form.lines, form.comment);
    if (andPost) await actions.post(input);
    else await actions.save(input);
  };
  const apiErrors = actions.failure?.fieldErrors ?? {};
  const errors = { ...apiErrors, ...form.errors };
  return (
    <form className={styles.form} noValidate aria-label={`Приёмка № ${acceptance.nid}`} onSubmit={(event) => void submit(event, false)}>
      <p className={styles.muted}>
        Укажите, сколько пришло по каждой строке заказа. Если пришло меньше, больше или с повреждениями — отметьте расхождение и
        опишите его. При проведении товар встанет на остаток, а долг поставщику вырастет на сумму приёмки.
      </p>
      <AcceptanceLines acceptance={acceptance} drafts={form.lines} errors={errors} onChange={form.setLine} />
      <p className={styles.total}>Итого к оплате поставщику: {formatPrice(total)}</p>
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
