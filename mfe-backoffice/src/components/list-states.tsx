import type { ReactNode } from 'react';
import { LoadingView } from '@shop/shared/ui';
import styles from './list.module.css';

/** A request that failed: what happened, in Russian, and a way to try again. */
export function QueryError({ what, onRetry }: { what: string; onRetry?: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>Не удалось загрузить {what}. Проверьте связь и попробуйте ещё раз.</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          Повторить
        </button>
      ) : null}
    </div>
  );
}

/** An empty list: why, and what to do. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

/** While a query has nothing to show: its failure with «Повторить», or the wait. */
export function QueryStates({
  query,
  what,
  loadingLabel = `Загружаем ${what.split(' ')[0]}…`,
}: {
  query: { data: unknown; loading: boolean; error?: unknown; refetch: () => unknown };
  /** «отгрузку»: what failed to load, in «Не удалось загрузить …». */
  what: string;
  /** «Загружаем отгрузку…»: the first word of `what` unless told. */
  loadingLabel?: string;
}) {
  return (
    <>
      {query.error && !query.data ? <QueryError what={what} onRetry={() => void query.refetch()} /> : null}
      {query.loading && !query.data ? <LoadingView label={loadingLabel} /> : null}
    </>
  );
}
