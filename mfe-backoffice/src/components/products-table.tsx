import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';

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
