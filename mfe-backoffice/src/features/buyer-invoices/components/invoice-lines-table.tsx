import type { BuyerInvoiceFieldsFragment } from '../../../lib/graphql/operations.generated';
import { GoodsLinesTable } from '../../../components/goods-lines-table';
import listStyles from '../../../components/list.module.css';

/** The invoice's goods and delivery, with the total: the same table on screen and on paper. */
export function InvoiceLinesTable({ invoice }: { invoice: BuyerInvoiceFieldsFragment }) {
  return (
    <GoodsLinesTable
      lines={invoice.lines}
      deliveryCost={invoice.deliveryCost}
      total={invoice.total}
      numberOf={(line) => line.lineNo}
      classes={{ table: listStyles.table, number: listStyles.number }}
    />
  );
}
