import { Link } from '@shop/shared/router';
import { LoadingView } from '@shop/shared/ui';
import type { DocumentPageProps } from './document-page';
import { QueryError } from './list-states';

export interface PrintSheetProps extends Pick<
  DocumentPageProps,
  'titleId' | 'what' | 'loadingLabel' | 'query' | 'children'
> {
  /** The page's print styles: the sheet and what stays on the screen only. */
  styles: { sheet?: string; screenOnly?: string };
  /** «← К отгрузке»: back to the document on the screen. */
  back: { to: string; text: string };
}

/** A printed document: back to it and «Печать» on the screen only, the load failure or the wait, then the sheet's content. */
export function PrintSheet({ styles, titleId, back, what, loadingLabel, query, children }: PrintSheetProps) {
  return (
    <article className={styles.sheet} aria-labelledby={titleId}>
      <div className={styles.screenOnly}>
        <Link to={back.to}>{back.text}</Link>{' '}
        <button type="button" className="button" onClick={() => window.print()}>
          Печать
        </button>
      </div>
      {query.error && !query.data ? <QueryError what={what} onRetry={() => void query.refetch()} /> : null}
      {query.loading && !query.data ? <LoadingView label={loadingLabel} /> : null}
      {children}
    </article>
  );
}
