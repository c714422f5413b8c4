import type { ReactNode } from 'react';
import { Link } from '@shop/shared/router';
import type { DocumentPageProps } from './document-page';
import { QueryStates } from './list-states';

export interface PrintSheetProps extends Pick<DocumentPageProps<unknown>, 'what' | 'loadingLabel' | 'query'> {
  /** The heading's id, the sheet's accessible name. */
  titleId: string;
  children: ReactNode;
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
      <QueryStates query={query} what={what} loadingLabel={loadingLabel} />
      {children}
    </article>
  );
}
