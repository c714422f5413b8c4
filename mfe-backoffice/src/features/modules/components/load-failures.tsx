import styles from '../../../components/documents.module.css';

/**
 * A release's failures to load in visitors' browsers over the last hour (each one the shell could not
 * cure by trying again; for the live release, those visitors got the release before it): «нет» in a
 * quiet grey when there were none, the number in bold otherwise.
 */
export function LoadFailures({ count }: { count: number }) {
  if (count === 0) return <span className={styles.muted}>нет</span>;
  return <strong>{count}</strong>;
}
