import type { StockTransferFieldsFragment } from '../../../lib/graphql/operations.generated';
import type { FieldErrors } from '../../../lib/mutation-failure';
import { ProductName } from '../../../components/document-columns';
import { ProductsTable, removeLineColumn, TypedLineProduct } from '../../../components/products-table';
import { QuantityInput } from '../../../components/quantity-input';
import type { StockLocation } from '../../../components/stock-location';
import type { TransferLineDraft } from '../hooks/use-stock-transfer-form';

/** A posted (or cancelled) transfer's lines: what moved, and each product's stock now at both ends. */
export function StockTransferLines({ transfer }: { transfer: StockTransferFieldsFragment }) {
  return (
    <ProductsTable
      rows={transfer.lines}
      product={(line) => <ProductName line={line} />}
      columns={[
        { title: 'Перемещено, шт.', number: true, cell: (line) => line.quantity },
        { title: `Сейчас: ${transfer.location.name}`, number: true, cell: (line) => line.locationStock },
        { title: `Сейчас: ${transfer.destination.name}`, number: true, cell: (line) => line.destinationStock },
      ]}
    />
  );
}

export interface TransferDraftLinesProps {
  lines: readonly TransferLineDraft[];
  /** Where the goods leave, as chosen on the form: its stock is shown beside each line. */
  location: StockLocation;
  errors: FieldErrors;
  onChange: (nid: number, changes: Partial<TransferLineDraft>) => void;
  onRemove: (nid: number) => void;
}

/** A draft's lines: the units typed per product, the product's stock where the goods leave, «Убрать». */
export function TransferDraftLines({ lines, location, errors, onChange, onRemove }: TransferDraftLinesProps) {
  return (
    <ProductsTable
      rows={lines}
      product={(line, index) => <TypedLineProduct line={line} error={errors[`lines.${index}.nid`]} />}
      columns={[
        {
          title: `Есть: ${location.name}`,
          number: true,
          cell: (line) => line.stockAt[location.nid] ?? '—',
        },
        {
          title: 'Перемещаем, шт.',
          number: true,
          cell: (line, index) => (
            <QuantityInput
              label={`Перемещаем: ${line.name}`}
              messageId={`transfer-line-${line.nid}-quantity`}
              value={line.quantity}
              error={errors[`lines.${index}.quantity`]}
              onChange={(quantity) => onChange(line.nid, { quantity })}
            />
          ),
        },
        removeLineColumn(onRemove),
      ]}
    />
  );
}
