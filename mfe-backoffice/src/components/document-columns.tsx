import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import { formatMoment } from '../lib/dates';
import type { Column } from './data-table';
import { StatusBadge } from './status-badge';
import styles from './documents.module.css';

type Status = Parameters<typeof StatusBadge>[0]['status'];

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
  /** «Документ»: «Отгрузка № 12», a link to it. */
  link: <Row extends { nid: number }>(kind: string, title = 'Документ'): Column<Row> => ({
    title,
    cell: (row) => (
      <Link to={String(row.nid)}>
        {kind} № {row.nid}
      </Link>
    ),
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
