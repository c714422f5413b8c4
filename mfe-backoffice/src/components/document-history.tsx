import { formatMoment } from '../lib/dates';
import styles from './documents.module.css';
import { StatusBadge } from './status-badge';

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
function DocumentHistory({ document }: { document: Signed }) {
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

/** A document's status badge, and below it who wrote, posted and cancelled it, and when. */
export function StatusWithHistory({
  document,
}: {
  document: Signed & { status: Parameters<typeof StatusBadge>[0]['status'] };
}) {
  return (
    <>
      <p>
        <StatusBadge status={document.status} />
      </p>
      <DocumentHistory document={document} />
    </>
  );
}

/**
 * A document's status badge and, beside it, who signed it: by default the last of creating and posting, with
 * `every`, the creation with its time and then the posting; a cancelled posting always follows.
 */
export function SignedStatus({
  document,
  status,
  every = false,
}: {
  document: Signed;
  status: Parameters<typeof StatusBadge>[0]['status'];
  every?: boolean;
}) {
  const posted = document.postedAt ? `провёл(а) ${document.postedByName ?? ''} ${formatMoment(document.postedAt)}` : '';
  return (
    <p>
      <StatusBadge status={status} />{' '}
      <span className={styles.muted}>
        {every
          ? `создал(а) ${document.createdByName} ${formatMoment(document.createdAt)}${posted ? ` · ${posted}` : ''}`
          : posted || `создал(а) ${document.createdByName}`}
        {document.cancelledAt
          ? ` · проведение отменил(а) ${document.cancelledByName ?? ''} ${formatMoment(document.cancelledAt)}`
          : ''}
      </span>
    </p>
  );
}
