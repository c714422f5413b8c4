import { DOCUMENT_STATUS_TITLES, SUPPLIER_ORDER_STATUS_TITLES } from '@shop/shared/purchasing';
import styles from './documents.module.css';

type Status = keyof typeof SUPPLIER_ORDER_STATUS_TITLES | keyof typeof DOCUMENT_STATUS_TITLES;

const TITLES: Record<Status, string> = { ...SUPPLIER_ORDER_STATUS_TITLES, ...DOCUMENT_STATUS_TITLES };

/** A document's or an order's status as staff read it («Черновик», «Проведён»…). */
export function StatusBadge({ status }: { status: Status }) {
  return (
    <span className={styles.status} data-status={status}>
      {TITLES[status]}
    </span>
  );
}
