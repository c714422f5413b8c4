import type { ReactNode } from 'react';
import { Link } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { DOCUMENT_KINDS, type PrintedKindName } from '../lib/document-kinds';
import { useDocumentFrame, type DocumentPageProps } from './document-page';
import { QueryStates } from './list-states';

export interface PrintSheetProps<Doc> extends Pick<
  DocumentPageProps<Doc>,
  'nid' | 'document' | 'loadingLabel' | 'query'
> {
  /** The kind of document printed: the tab's title, the way back to its page, what failed to load. */
  kind: PrintedKindName;
  /** The page's print styles: the sheet and what stays on the screen only. */
  styles: { sheet?: string; screenOnly?: string };
  /** The sheet's content, given the id its heading takes (the sheet's accessible name). */
  children: (document: Doc, titleId: string) => ReactNode;
}

/**
 * A printed document: back to it and «Печать» on the screen only, the load failure or the wait, then the sheet's
 * content; «не найдено» for a number that is not a document's.
 */
export function PrintSheet<Doc>({ nid, document, styles, kind, loadingLabel, query, children }: PrintSheetProps<Doc>) {
  const names = DOCUMENT_KINDS[kind];
  const { titleId, missing } = useDocumentFrame(`${names.printed.title} № ${nid}`, nid, query, document);
  if (missing) return <NotFound />;
  return (
    <article className={styles.sheet} aria-labelledby={titleId}>
      <div className={styles.screenOnly}>
        <Link to={`/dmn/${names.section}/${nid}`}>{names.printed.back}</Link>{' '}
        <button type="button" className="button" onClick={() => window.print()}>
          Печать
        </button>
      </div>
      <QueryStates query={query} what={names.accusative} loadingLabel={loadingLabel} />
      {document ? children(document, titleId) : null}
    </article>
  );
}
