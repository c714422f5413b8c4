import type { FormEvent } from 'react';
import type { BuyerReturnFieldsFragment } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import { FormField } from '../../../components/form-field';
import type { useBuyerReturnActions } from '../api/use-buyer-return-actions';
import { checkReturn, returnDraftInput, useBuyerReturnForm } from '../hooks/use-buyer-return-form';
import { BuyerReturnLines } from './buyer-return-lines';

export interface BuyerReturnDraftProps {
  buyerReturn: BuyerReturnFieldsFragment;
  actions: ReturnType<typeof useBuyerReturnActions>;
}

/** A draft return: how many of each shipped line came back and why; saved, posted or deleted. */
export function BuyerReturnDraft({ buyerReturn, actions }: BuyerReturnDraftProps) {
  const form = useBuyerReturnForm(buyerReturn);
  const total = buyerReturn.lines.reduce((sum, line, index) => sum + (Number(form.lines[index]?.quantity) || 0) * line.price, 0);
  const submit = async (event: FormEvent, andPost: boolean) => {
    event.preventDefault();
    const errors = checkReturn(buyerReturn.lines, form.lines);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const input = returnDraftInput(form.lines, form.comment);
    if (andPost) await actions.post(input);
    else await actions.save(input);
  };
  const errors = { ...(actions.failure?.fieldErrors ?? {}), ...form.errors };
  return (
    <form className={styles.form} noValidate aria-label={`Возврат от покупателя № ${buyerReturn.nid}`} onSubmit={(event) => void submit(event, false)}>
      <p className={styles.muted}>
        Укажите, сколько единиц каждой строки отгрузки покупатель вернул и почему. Строки с нулём при проведении не попадут в документ.
        При проведении товар вернётся на склад, а магазин будет должен покупателю сумму возврата по ценам отгрузки.
      </p>
      <BuyerReturnLines buyerReturn={buyerReturn} drafts={form.lines} errors={errors} onChange={form.setLine} />
      <p className={styles.total}>Итого к возврату покупателю: {formatPrice(total)}</p>
      <FormField label="Комментарий к возврату" multiline value={form.comment} error={errors.comment} onChange={form.setComment} />
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
