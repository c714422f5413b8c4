import type { SupplierReturnFieldsFragment } from '../../../lib/graphql/operations.generated';
import { formatPrice } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import type { DraftProps } from '../../../components/document-page';
import { DraftDocumentForm } from '../../../components/draft-document-form';
import type { useSupplierReturnActions } from '../api/use-supplier-return-actions';
import { checkReturn, returnDraftInput, useSupplierReturnForm } from '../hooks/use-supplier-return-form';
import { SupplierReturnLines } from './supplier-return-lines';

/** A draft return: how many of each accepted line go back and why; saved, posted or deleted. */
export function SupplierReturnDraft({
  document: supplierReturn,
  actions,
}: DraftProps<SupplierReturnFieldsFragment, ReturnType<typeof useSupplierReturnActions>>) {
  const form = useSupplierReturnForm(supplierReturn);
  return (
    <DraftDocumentForm
      kind="supplierReturn"
      locationLabel="Откуда возвращаем поставщику"
      document={supplierReturn}
      intro={
        <>
          Укажите, сколько единиц каждой строки приёмки возвращаете и почему. Строки с нулём при проведении не попадут в
          документ. При проведении товар спишется со склада, а долг перед поставщиком уменьшится на сумму возврата по
          ценам приёмки.
        </>
      }
      form={form}
      actions={actions}
      check={(posting) => checkReturn(supplierReturn.lines, form.lines, posting)}
      input={() => returnDraftInput(form.lines, form.comment)}
    >
      {(errors, total) => (
        <>
          <div className={styles.actions}>
            <button type="button" className="button button--secondary" disabled={actions.busy} onClick={form.returnAll}>
              Вернуть всё, что можно
            </button>
          </div>
          <SupplierReturnLines
            supplierReturn={supplierReturn}
            drafts={form.lines}
            errors={errors}
            onChange={form.setLine}
          />
          <p className={styles.total}>Итого к возврату: {formatPrice(total)}</p>
        </>
      )}
    </DraftDocumentForm>
  );
}
