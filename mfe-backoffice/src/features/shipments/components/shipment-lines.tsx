import type { ShipmentFieldsFragment } from '../../../lib/graphql/operations.generated';
import { formatPrice } from '@shop/shared/ui';
import { DataTable } from '../../../components/data-table';
import { fulfilmentColumns, typedAmountColumn, type DraftLinesEditing } from '../../../components/typed-line-columns';
import type { ShipmentLineDraft } from '../hooks/use-shipment-form';

export type ShipmentLinesProps = { shipment: ShipmentFieldsFragment } & DraftLinesEditing<ShipmentLineDraft, string>;

/** The shipment's lines: ordered, shipped before, shipped now, at the order's price. */
export function ShipmentLines({ shipment, drafts, errors = {}, onChange }: ShipmentLinesProps) {
  return (
    <DataTable
      rows={shipment.lines}
      rowKey={(line) => line.lineNo}
      columns={[
        { title: 'Товар', cell: (line) => line.name },
        { title: 'Артикул', cell: (line) => line.vendorCode },
        ...fulfilmentColumns('shipment', shipment.status, { drafts, errors, onChange }),
        { title: 'Цена', number: true, cell: (line) => formatPrice(line.price) },
        typedAmountColumn(drafts),
      ]}
    />
  );
}
