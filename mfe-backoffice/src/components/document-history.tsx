import { formatMoment } from '../lib/dates';
import styles from './documents.module.css';

/** The signatures a posted document carries. */
export interface Signed {
  createdAt: string;
  createdByName: string;
  postedAt?: string | null;
  postedByName?: string | null;
  cancelledAt?: string | null;
  cancelledByName?: string | null;
}

/** Who wrote the document and when: created, posted, cancelled. */
export function DocumentHistory({ document }: { document: Signed }) {
  return (
    <ul className={styles.muted} aria-label="История документа">
      <li>
        Создал(а) {document.createdByName} {formatMoment(document.createdAt)}
      </li>
      {document.postedAt ? (
        <li>
          Провёл(а) {document.postedByName ?? ''} {formatMoment(document.postedAt)}
        </li>
      ) : null}
      {document.cancelledAt ? (
        <li>
          Проведение отменил(а) {document.cancelledByName ?? ''} {formatMoment(document.cancelledAt)}
        </li>
      ) : null}
    </ul>
  );
}
