import type { Key, ReactNode } from 'react';
import listStyles from './list.module.css';

/** A column of a back-office table: its heading and what each row shows in it. */
export interface Column<Row> {
  title: ReactNode;
  /** Amounts and counts: right-aligned. */
  number?: boolean;
  cell: (row: Row, index: number) => ReactNode;
  /** A class of the row's cell besides the column's own: a sign's colour. */
  cellClass?: (row: Row) => string | undefined;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly (Column<Row> | false | null | undefined)[];
  rowKey: (row: Row) => Key;
  /** In its scrolling frame (wide lists); off for the small tables inside a document. */
  wrap?: boolean;
  /** Rows of totals under the table (`<tfoot>`). */
  footer?: ReactNode;
  /** The table's name for screen readers, where the page's heading does not name it. */
  caption?: string;
}

/** A cell's classes: right-aligned for a number, and what the column adds for the row. */
function cellClassName<Row>(column: Column<Row>, row: Row) {
  const classes = [column.number ? listStyles.number : '', column.cellClass?.(row) ?? ''].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

/** The back-office's table: headings in a row, one row per item; a column may be left out with `false`. */
export function DataTable<Row>({ rows, columns, rowKey, wrap = true, footer, caption }: DataTableProps<Row>) {
  const shown = columns.filter((column): column is Column<Row> => Boolean(column));
  const table = (
    <table className={listStyles.table}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {shown.map((column, index) => (
            <th key={index} scope="col" className={column.number ? listStyles.number : undefined}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowKey(row)}>
            {shown.map((column, index) => (
              <td key={index} className={cellClassName(column, row)}>
                {column.cell(row, rowIndex)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </table>
  );
  return wrap ? <div className={listStyles.tableWrap}>{table}</div> : table;
}
