import type { AcceptanceFieldsFragment } from '../../../lib/graphql/operations.generated';
import { formatPrice } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import type { DraftProps } from '../../../components/document-page';
import { DraftDocumentForm } from '../../../components/draft-document-form';
import type { useAcceptanceActions } from '../api/use-acceptance-actions';
import { acceptanceInput, checkAcceptance, useAcceptanceForm } from '../hooks/use-acceptance-form';
import { AcceptanceLines } from './acceptance-lines';

/** A draft acceptance: how many of each line came and what was wrong; saved, posted or deleted. */
export function AcceptanceDraft({
  document: acceptance,
  actions,
}: DraftProps<AcceptanceFieldsFragment, ReturnType<typeof useAcceptanceActions>>) {
  const form = useAcceptanceForm(acceptance);
  return (
    <DraftDocumentForm
      kind="acceptance"
      locationLabel="Куда принят товар"
      document={acceptance}
      intro={
        <>
          Укажите, сколько пришло по каждой строке заказа. Если пришло меньше, больше или с повреждениями — отметьте
          расхождение и опишите его. При проведении товар встанет на остаток, а долг поставщику вырастет на сумму
          приёмки.
        </>
      }
      form={form}
      actions={actions}
      check={() => checkAcceptance(form.lines)}
      input={() => acceptanceInput(acceptance.supplierOrderNid, form.lines, form.comment)}
    >
      {(errors, total) => (
        <>
          <AcceptanceLines acceptance={acceptance} drafts={form.lines} errors={errors} onChange={form.setLine} />
          <p className={styles.total}>Итого к оплате поставщику: {formatPrice(total)}</p>
        </>
      )}
    </DraftDocumentForm>
  );
}
