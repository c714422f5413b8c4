import type { BuyerReturnFieldsFragment } from '../../../lib/graphql/operations.generated';
import { formatPrice } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import type { DraftProps } from '../../../components/document-page';
import { DraftDocumentForm } from '../../../components/draft-document-form';
import type { useBuyerReturnActions } from '../api/use-buyer-return-actions';
import { checkReturn, returnDraftInput, useBuyerReturnForm } from '../hooks/use-buyer-return-form';
import { BuyerReturnLines } from './buyer-return-lines';

/** A draft return: how many of each shipped line came back and why; saved, posted or deleted. */
export function BuyerReturnDraft({
  document: buyerReturn,
  actions,
}: DraftProps<BuyerReturnFieldsFragment, ReturnType<typeof useBuyerReturnActions>>) {
  const form = useBuyerReturnForm(buyerReturn);
  return (
    <DraftDocumentForm
      kind="buyerReturn"
      locationLabel="Куда вернулся товар"
      document={buyerReturn}
      intro={
        <>
          Укажите, сколько единиц каждой строки отгрузки покупатель вернул и почему. Строки с нулём при проведении не
          попадут в документ. При проведении товар вернётся на склад, а магазин будет должен покупателю сумму возврата
          по ценам отгрузки.
        </>
      }
      form={form}
      actions={actions}
      check={() => checkReturn(buyerReturn.lines, form.lines)}
      input={() => returnDraftInput(form.lines, form.comment)}
      commentLabel="Комментарий к возврату"
    >
      {(errors, total) => (
        <>
          <BuyerReturnLines buyerReturn={buyerReturn} drafts={form.lines} errors={errors} onChange={form.setLine} />
          <p className={styles.total}>Итого к возврату покупателю: {formatPrice(total)}</p>
        </>
      )}
    </DraftDocumentForm>
  );
}
