import { Link } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { SHOP_REQUISITES } from '../lib/shop-requisites';
import { useDocumentFrame, type DocumentPageProps } from './document-page';
import { QueryStates } from './list-states';

export interface PrintSheetProps<Doc> extends Pick<
  DocumentPageProps<Doc>,
  'nid' | 'document' | 'what' | 'loadingLabel' | 'query' | 'children'
> {
  /** «Расходная накладная № 12»: the browser tab's title. */
  title: string;
  /** The heading's id, the sheet's accessible name. */
  titleId: string;
  /** The page's print styles: the sheet and what stays on the screen only. */
  styles: { sheet?: string; screenOnly?: string };
  /** «← К отгрузке»: back to the document on the screen. */
  back: { to: string; text: string };
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
  what,
  loadingLabel,
  query,
  children,
}: PrintSheetProps<Doc>) {
  const { missing } = useDocumentFrame(title, nid, query, document);
  if (missing) return <NotFound />;
  return (
    <article className={styles.sheet} aria-labelledby={titleId}>
      <div className={styles.screenOnly}>
        <Link to={back.to}>{back.text}</Link>{' '}
        <button type="button" className="button" onClick={() => window.print()}>
          Печать
        </button>
      </div>
      <QueryStates query={query} what={what} loadingLabel={loadingLabel} />
      {document ? children(document) : null}
    </article>
  );
}

/** The shop's own requisites, a line each, as a paper document heads them. */
export function ShopRequisites() {
  return SHOP_REQUISITES.map((line) => <div key={line}>{line}</div>);
}
