import type { ReactNode } from 'react';
import { DataTable, type Column, type DataTableProps } from './data-table';
import { ProductName } from './document-columns';
import styles from './documents.module.css';

export interface ProductsTableProps<Row extends { nid: number }> {
  rows: readonly Row[];
  /** The «Товар» cell: the product's name, and what is said of it beside the name. */
  product: (row: Row, index: number) => ReactNode;
  /** The columns after «Товар»; one may be left out with `false`. */
  columns: DataTableProps<Row>['columns'];
}

/** A table of products (being ordered, counted, in stock): a row a product, keyed by its nid, «Товар» first. */
export function ProductsTable<Row extends { nid: number }>({ rows, product, columns }: ProductsTableProps<Row>) {
  return <DataTable rows={rows} rowKey={(row) => row.nid} columns={[{ title: 'Товар', cell: product }, ...columns]} />;
}

/** «Товар» of a line typed on a form: the product, and beside it the API's refusal of that line's product, if any. */
export function TypedLineProduct({ line, error }: { line: { name: string; vendorCode: string }; error?: string }) {
  return (
    <>
      <ProductName line={line} />
      {error ? <span className={styles.fieldError}>{error}</span> : null}
    </>
  );
}

/** «Убрать» on each line of a document whose lines are added and dropped freely (an order, a transfer). */
export const removeLineColumn = <Row extends { nid: number; name: string }>(
  onRemove: (nid: number) => void,
): Column<Row> => ({
  title: <span className="visually-hidden">Убрать</span>,
  cell: (line) => (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => onRemove(line.nid)}
      aria-label={`Убрать «${line.name}»`}
    >
      Убрать
    </button>
  ),
});
