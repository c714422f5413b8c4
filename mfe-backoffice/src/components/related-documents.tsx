import { useId, type ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import listStyles from './list.module.css';

export interface RelatedDocumentsProps<Row> {
  /** «Платежи по счёту»: the section's heading and accessible name. */
  title: ReactNode;
  /** The documents, once loaded. */
  rows: readonly Row[] | undefined;
  columns: DataTableProps<Row>['columns'];
  /** Why there are none («Платежей по счёту пока нет.»); nothing is said without it. */
  empty?: string;
  /** What comes before the table: a load failure. */
  children?: ReactNode;
}

/** A section of a document's page with the documents written against it, each a row keyed by its nid. */
export function RelatedDocuments<Row extends { nid: number }>({
  title,
  rows,
  columns,
  empty,
  children,
}: RelatedDocumentsProps<Row>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      {rows && rows.length === 0 && empty ? <p className={listStyles.empty}>{empty}</p> : null}
      {rows && rows.length > 0 ? (
        <DataTable rows={rows} rowKey={(row) => row.nid} wrap={false} columns={columns} />
      ) : null}
    </section>
  );
}
