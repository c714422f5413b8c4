import type {
  RemainFieldsFragment,
  StockTransferFieldsFragment,
  StockTransferInput,
} from '../../../lib/graphql/operations.generated';
import { commentInput, useDraftLines } from '../../../lib/draft-lines';
import type { FieldErrors } from '../../../lib/mutation-failure';

type Line = StockTransferFieldsFragment['lines'][number];

/** A line as typed: the product, its stock now where the goods leave (as loaded or found), and the units typed. */
export interface TransferLineDraft {
  nid: number;
  name: string;
  vendorCode: string;
  /** Its stock where the goods leave, by location nid: what «Есть там» says for the location chosen. */
  stockAt: Readonly<Record<number, number>>;
  quantity: string;
}

const draftOf = (line: Line, transfer: StockTransferFieldsFragment): TransferLineDraft => ({
  nid: line.nid,
  name: line.name,
  vendorCode: line.vendorCode,
  stockAt: { [transfer.location.nid]: line.locationStock, [transfer.destination.nid]: line.destinationStock },
  quantity: String(line.quantity),
});

/**
 * What the browser can tell before sending, under the API's field paths (`lines.0.quantity`): a whole number from 1
 * on every line; posting also needs the goods where they leave (`from`), as far as the browser knows their stock.
 */
export function checkTransfer(lines: readonly TransferLineDraft[], from: number, posting: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (posting && lines.length === 0) errors.lines = 'Добавьте хотя бы один товар';
  lines.forEach((line, index) => {
    const field = `lines.${index}.quantity`;
    const stock = line.stockAt[from];
    if (!/^\d+$/.test(line.quantity.trim()) || Number(line.quantity) < 1) errors[field] = 'Введите целое число от 1';
    else if (posting && stock !== undefined && Number(line.quantity) > stock) errors[field] = `Там только ${stock} шт.`;
  });
  return errors;
}

/** The draft's lines and comment as the API takes them (the form adds the locations). */
export const transferInput = (lines: readonly TransferLineDraft[], comment: string): StockTransferInput => ({
  comment: commentInput(comment),
  lines: lines.map((line) => ({ nid: line.nid, quantity: Number(line.quantity) })),
});

/** The draft transfer's state: its lines (added from the catalogue, removed), the comment, field errors. */
export function useStockTransferForm(transfer: StockTransferFieldsFragment) {
  const form = useDraftLines(
    () => transfer.lines.map((line) => draftOf(line, transfer)),
    transfer.comment,
    (line) => line.nid,
  );
  return {
    ...form,
    addProduct: (product: RemainFieldsFragment) =>
      form.setLines((current) => [
        ...current,
        {
          nid: product.nid,
          name: product.name,
          vendorCode: product.vendorCode,
          stockAt: Object.fromEntries(product.stocks.map(({ location, stock }) => [location.nid, stock])),
          quantity: '1',
        },
      ]),
    removeLine: (nid: number) => form.setLines((current) => current.filter((line) => line.nid !== nid)),
  };
}
