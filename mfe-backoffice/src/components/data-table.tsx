import type { Key, ReactNode } from 'react';
import listStyles from './list.module.css';

/** A column of a back-office table: its heading and what each row shows in it. */
export interface Column<Row> {
  title: ReactNode;
  /** Amounts and counts: right-aligned. */
  number?: boolean;
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly (Column<Row> | false | null | undefined)[];
  rowKey: (row: Row) => Key;
  /** In its scrolling frame (wide lists); off for the small tables inside a document. */
  wrap?: boolean;
}

/** The back-office's table: headings in a row, one row per item; a column may be left out with `false`. */
export function DataTable<Row>({ rows, columns, rowKey, wrap = true }: DataTableProps<Row>) {
  const shown = columns.filter((column): column is Column<Row> => Boolean(column));
  const table = (
    <table className={listStyles.table}>
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
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {shown.map((column, index) => (
              <td key={index} className={column.number ? listStyles.number : undefined}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return wrap ? <div className={listStyles.tableWrap}>{table}</div> : table;
}
