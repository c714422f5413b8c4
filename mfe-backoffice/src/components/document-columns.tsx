import type { ReactNode } from 'react';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import { formatMoment } from '../lib/dates';
import { DOCUMENT_KINDS, documentName, type DocumentKindName } from '../lib/document-kinds';
import { DataTable, type Column, type DataTableProps } from './data-table';
import { StatusBadge } from './status-badge';
import styles from './documents.module.css';

type Status = Parameters<typeof StatusBadge>[0]['status'];

/** A row of a list of documents that are posted and cancelled: made when, in which status, for what sum. */
export interface PostedDocumentRow {
  nid: number;
  createdAt: string;
  status: Status;
  total: number;
}

/** A goods line's product: its name, then its vendor code muted. */
export function ProductName({ line }: { line: { name: string; vendorCode: string } }) {
  return (
    <>
      {line.name} <span className={styles.muted}>· {line.vendorCode}</span>
    </>
  );
}

/** The columns every document list shows the same way. */
export const documentColumns = {
  /** «Документ»: «Отгрузка № 12», a link to it in its section. */
  link: <Row extends { nid: number }>(kind: DocumentKindName, title = 'Документ'): Column<Row> => ({
    title,
    cell: (row) => <Link to={`/dmn/${DOCUMENT_KINDS[kind].section}/${row.nid}`}>{documentName(kind, row.nid)}</Link>,
  }),
  /** «Заказ»: «№ 7», a link to the row's document of another section (numbered by its `shown` field, the nid by default). */
  reference: <NidKey extends string, ShownKey extends string = NidKey>(
    title: string,
    section: string,
    nid: NidKey,
    shown?: ShownKey,
  ): Column<Record<NidKey, number> & Record<ShownKey, ReactNode>> => ({
    title,
    cell: (row) => <Link to={`/dmn/${section}/${row[nid]}`}>№ {shown === undefined ? row[nid] : row[shown]}</Link>,
  }),
  /** «Покупатель»: a field of the row as it is. */
  text: <Key extends string, Row extends Record<Key, ReactNode>>(title: string, key: Key): Column<Row> => ({
    title,
    cell: (row) => row[key],
  }),
  /** «Создан»: when it was made, Moscow time. */
  created: <Row extends { createdAt: string }>(title = 'Создан'): Column<Row> => ({
    title,
    cell: (row) => formatMoment(row.createdAt),
  }),
  /** «Товар»: the line's product name and vendor code. */
  product: <Row extends { name: string; vendorCode: string }>(): Column<Row> => ({
    title: 'Товар',
    cell: (row) => <ProductName line={row} />,
  }),
  status: <Row extends { status: Status }>(): Column<Row> => ({
    title: 'Статус',
    cell: (row) => <StatusBadge status={row.status} />,
  }),
  /** «Сумма», right-aligned: the row's `total` or `amount`. */
  total: <Key extends 'total' | 'amount', Row extends Record<Key, number>>(key: Key): Column<Row> => ({
    title: 'Сумма',
    number: true,
    cell: (row) => formatPrice(row[key]),
  }),
};

/**
 * The columns of a list of posted documents, the same in every section: the document and when it was made first,
 * its status and sum last, the kind's own columns between.
 */
export function documentListColumns<Row extends PostedDocumentRow>(
  kind: DocumentKindName,
  own: DataTableProps<Row>['columns'],
  titles: { link?: string; created?: string } = {},
): DataTableProps<Row>['columns'] {
  return [
    documentColumns.link(kind, titles.link),
    documentColumns.created(titles.created),
    ...own,
    documentColumns.status(),
    documentColumns.total('total'),
  ];
}

/** A document's goods lines: a row a line, keyed by its line number, the product first. */
export function GoodsLines<Line extends { lineNo: number; name: string; vendorCode: string }>({
  lines,
  columns,
}: {
  lines: readonly Line[];
  /** The columns after «Товар»; one may be left out with `false`. */
  columns: DataTableProps<Line>['columns'];
}) {
  return <DataTable rows={lines} rowKey={(line) => line.lineNo} columns={[documentColumns.product(), ...columns]} />;
}
