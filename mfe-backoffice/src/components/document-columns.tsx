import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import { formatMoment } from '../lib/dates';
import type { Column } from './data-table';
import { StatusBadge } from './status-badge';

type Status = Parameters<typeof StatusBadge>[0]['status'];

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
