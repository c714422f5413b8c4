import styles from './loading-view.module.css';

export interface LoadingViewProps {
  /** Read out by screen readers. */
  label?: string;
  /** A product picture already on the page, shown while its card loads. */
  imageSrc?: string | null;
}

/** Full-screen loading view: a 40px spinner turning once a second (requirements §1). */
export function LoadingView({ label = 'Загрузка…', imageSrc }: LoadingViewProps) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      {imageSrc ? <img className={styles.image} src={imageSrc} alt="" /> : null}
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
