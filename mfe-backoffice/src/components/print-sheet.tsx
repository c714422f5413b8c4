import { Link } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { DOCUMENT_KINDS, type DocumentKindName } from '../lib/document-kinds';
import { SHOP_REQUISITES } from '../lib/shop-requisites';
import { useDocumentFrame, type DocumentPageProps } from './document-page';
import { QueryStates } from './list-states';

export interface PrintSheetProps<Doc> extends Pick<
  DocumentPageProps<Doc>,
  'nid' | 'document' | 'loadingLabel' | 'query' | 'children'
> {
  /** The kind of document printed: what failed to load, and where its page is. */
  kind: DocumentKindName;
  /** «Расходная накладная № 12»: the browser tab's title. */
  title: string;
  /** The heading's id, the sheet's accessible name. */
  titleId: string;
  /** The page's print styles: the sheet and what stays on the screen only. */
  styles: { sheet?: string; screenOnly?: string };
  /** «← К отгрузке»: back to the document on the screen. */
  back: string;
}

/**
 * A printed document: back to it and «Печать» on the screen only, the load failure or the wait, then the sheet's
 * content; «не найдено» for a number that is not a document's.
 */
export function PrintSheet<Doc>({
  nid,
  document,
  title,
  styles,
  titleId,
  back,
  kind,
  loadingLabel,
  query,
  children,
}: PrintSheetProps<Doc>) {
  const { missing } = useDocumentFrame(title, nid, query, document);
  if (missing) return <NotFound />;
  return (
    <article className={styles.sheet} aria-labelledby={titleId}>
      <div className={styles.screenOnly}>
        <Link to={`/dmn/${DOCUMENT_KINDS[kind].section}/${nid}`}>{back}</Link>{' '}
        <button type="button" className="button" onClick={() => window.print()}>
          Печать
        </button>
      </div>
      <QueryStates query={query} what={DOCUMENT_KINDS[kind].accusative} loadingLabel={loadingLabel} />
      {document ? children(document) : null}
    </article>
  );
}

/** The shop's own requisites, a line each, as a paper document heads them. */
export function ShopRequisites() {
  return SHOP_REQUISITES.map((line) => <div key={line}>{line}</div>);
}
