import type { GoodsLine } from '@shop/shared/invoice-sheet';
import { formatPrice } from '@shop/shared/ui';

export interface GoodsLinesTableProps {
  lines: readonly GoodsLine[];
  /** Delivery is a line of its own when it costs something. */
  deliveryCost: number;
  total: number;
  /** The figure in «№»: the line's own number, or its place in the table. */
  numberOf?: (line: GoodsLine, index: number) => number;
  /** The table's and the amount cells' classes (screen list styles or paper ones). */
  classes: { table?: string | undefined; number: string | undefined };
}

/** Goods, delivery and «Итого»: the table of an invoice or a delivery note. */
export function GoodsLinesTable({
  lines,
  deliveryCost,
  total,
  numberOf = (_line, index) => index + 1,
  classes,
}: GoodsLinesTableProps) {
  return (
    <table className={classes.table}>
      <thead>
        <tr>
          <th scope="col">№</th>
          <th scope="col">Товар</th>
          <th scope="col">Артикул</th>
          <th scope="col" className={classes.number}>
            Кол-во
          </th>
          <th scope="col" className={classes.number}>
            Цена
          </th>
          <th scope="col" className={classes.number}>
            Сумма
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={line.lineNo}>
            <td>{numberOf(line, index)}</td>
            <td>{line.name}</td>
            <td>{line.vendorCode}</td>
            <td className={classes.number}>{line.quantity} шт.</td>
            <td className={classes.number}>{formatPrice(line.price)}</td>
            <td className={classes.number}>{formatPrice(line.amount)}</td>
          </tr>
        ))}
        {deliveryCost > 0 ? (
          <tr>
            <td>{lines.length + 1}</td>
            <td colSpan={4}>Доставка</td>
            <td className={classes.number}>{formatPrice(deliveryCost)}</td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={5}>
            Итого
          </th>
          <td className={classes.number}>{formatPrice(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
