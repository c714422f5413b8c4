import type { StockTransferFieldsFragment } from '../../../lib/graphql/operations.generated';
import styles from '../../../components/documents.module.css';
import type { DraftProps } from '../../../components/document-page';
import { DraftDocumentForm } from '../../../components/draft-document-form';
import type { useStockTransferActions } from '../api/use-stock-transfer-actions';
import { checkTransfer, transferInput, useStockTransferForm } from '../hooks/use-stock-transfer-form';
import { TransferDraftLines } from './stock-transfer-lines';
import { ProductPicker } from '../../../components/product-search';

/** A draft transfer: where from, where to, which products and how many; saved, posted or deleted. */
export function StockTransferDraft({
  document: transfer,
  actions,
}: DraftProps<StockTransferFieldsFragment, ReturnType<typeof useStockTransferActions>>) {
  const form = useStockTransferForm(transfer);
  return (
    <DraftDocumentForm
      kind="stockTransfer"
      locationLabel="Откуда перемещаем"
      destinationLabel="Куда перемещаем"
      document={transfer}
      intro={
        <>
          Выберите, откуда и куда перемещаете товар, добавьте товары и укажите количество. При проведении товар спишется
          с одного места хранения и поступит на другое; общий остаток не изменится.
        </>
      }
      form={form}
      actions={actions}
      check={(posting, chosen) => checkTransfer(form.lines, chosen.location.nid, posting)}
      input={() => transferInput(form.lines, form.comment)}
      picker={
        <ProductPicker
          chosen={new Set(form.lines.map((line) => line.nid))}
          onAdd={form.addProduct}
          chosenLabel="Уже в перемещении"
          stockOf={(product) =>
            product.stocks.map(({ location, stock }) => `${location.name}: ${stock} шт.`).join(', ')
          }
        />
      }
    >
      {(errors, _amount, chosen) => (
        <>
          {form.lines.length > 0 ? (
            <TransferDraftLines
              lines={form.lines}
              location={chosen.location}
              errors={errors}
              onChange={form.setLine}
              onRemove={form.removeLine}
            />
          ) : (
            <p className={styles.muted}>В перемещении пока нет товаров: найдите их в «Добавить товар».</p>
          )}
          {errors.lines ? (
            <p className={styles.fieldError} role="alert">
              {errors.lines}
            </p>
          ) : null}
          <p className={styles.total}>
            Итого к перемещению: {form.lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0)} шт.
          </p>
        </>
      )}
    </DraftDocumentForm>
  );
}
