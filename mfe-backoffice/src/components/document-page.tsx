import { useId, type ComponentType, type ReactNode } from 'react';
import { Link } from '@shop/shared/router';
import { NotFound, useDocumentTitle } from '@shop/shared/ui';
import { DOCUMENT_KINDS, documentName, type DocumentKindName } from '../lib/document-kinds';
import type { MutationFailure } from '../lib/mutation-failure';
import styles from './documents.module.css';
import { QueryStates } from './list-states';

/** How the page names what it shows: by its document kind, or in so many words (a counterparty's card). */
type PageNaming =
  | { kind: DocumentKindName; back?: undefined; title?: string; what?: undefined }
  | {
      kind?: undefined;
      /** «← Все покупатели»: back to the section's list (`..`), or elsewhere. */
      back: string | { to: string; text: string };
      /** «Покупатель»: the browser tab's title, and the heading unless `heading` names it. */
      title: string;
      /** «покупателя»: what failed to load, in «Не удалось загрузить …». */
      what: string;
    };

interface DocumentPageBase<Doc> {
  /** The document's number from the address; not a whole number, the page is «не найдено». */
  nid: number;
  /** The document as loaded; none in an answer, the page is «не найдено». */
  document: Doc | null | undefined;
  /** The heading once the document has come, when it is named by its own fields (an invoice by its date). */
  heading?: (document: Doc) => string;
  /** «Загружаем отгрузку…» unless told. */
  loadingLabel?: string;
  query: { data: unknown; loading: boolean; error?: unknown; refetch: () => unknown };
  /** The loaded document's page. */
  children: (document: Doc) => ReactNode;
}

export type DocumentPageProps<Doc> = PageNaming & DocumentPageBase<Doc>;

/** A page of one document of a kind, named from its kind unless its title is told (by its own number). */
export type KindPageProps<Doc> = Omit<DocumentPageBase<Doc>, 'document' | 'children'> & {
  kind: DocumentKindName;
  title?: string;
};

/** «Отгрузка № 12», «← Все отгрузки», «отгрузку» of a kind; told in so many words otherwise. */
function namingOf({ kind, back, title, what }: PageNaming, nid: number) {
  if (!kind) return { back, title, what };
  const names = DOCUMENT_KINDS[kind];
  const named = title ?? (Number.isInteger(nid) ? documentName(kind, nid) : names.one);
  return { back: `← ${names.all}`, title: named, what: names.accusative };
}

/**
 * What every document's page (its screen, its print, an invoice) does first: the browser tab's title, an id for its
 * heading, and whether the address names no document (a number that is not whole, or none in the API's answer).
 */
export function useDocumentFrame(
  tabTitle: string,
  nid: number,
  query: { data: unknown },
  document: unknown,
): { titleId: string; missing: boolean } {
  useDocumentTitle(tabTitle);
  const titleId = useId();
  return { titleId, missing: !Number.isInteger(nid) || Boolean(query.data && !document) };
}

/** A document's page: back to the list, its heading, the load failure or the wait, then the document. */
export function DocumentPage<Doc>(props: DocumentPageProps<Doc>) {
  const { nid, document, heading, loadingLabel, query, children } = props;
  const { back, title, what } = namingOf(props, nid);
  const { titleId, missing } = useDocumentFrame(title, nid, query, document);
  if (missing) return <NotFound />;
  return (
    <section className="page" aria-labelledby={titleId}>
      <p>{typeof back === 'string' ? <Link to="..">{back}</Link> : <Link to={back.to}>{back.text}</Link>}</p>
      {heading ? null : <h1 id={titleId}>{title}</h1>}
      {heading && document ? <h1 id={titleId}>{heading(document)}</h1> : null}
      <QueryStates query={query} what={what} loadingLabel={loadingLabel} />
      {document ? children(document) : null}
    </section>
  );
}

/** What a drafted document's form is given: the draft as loaded, and the steps its page runs. */
export interface DraftProps<Doc, Actions> {
  document: Doc;
  actions: Actions;
}

/**
 * What a drafted document shows below its facts: what the last step did, then the `draft` form (afresh for another
 * document) while it is a draft, or what was posted.
 */
export function DraftOrPosted<
  Doc extends { nid: number; status: string },
  Actions extends { done: string | null; failure: MutationFailure | null },
>({
  document,
  actions,
  draft: Draft,
  children,
}: {
  document: Doc;
  actions: Actions;
  draft: ComponentType<DraftProps<Doc, Actions>>;
  /** The posted (or cancelled) document's lines, sums and steps. */
  children: ReactNode;
}) {
  return (
    <>
      <StepOutcome done={actions.done} failure={actions.failure} />
      {document.status === 'DRAFT' ? <Draft key={document.nid} document={document} actions={actions} /> : children}
    </>
  );
}

/** What the last action did: its success, or the refusal as the API worded it. */
function StepOutcome({ done, failure }: { done: string | null; failure: MutationFailure | null }) {
  return (
    <>
      {done ? (
        <p className={styles.success} role="status">
          {done}
        </p>
      ) : null}
      {failure ? (
        <p className={styles.fieldError} role="alert">
          {failure.message}
        </p>
      ) : null}
    </>
  );
}

/** A secondary step on a document (cancel the posting, delete the draft), disabled while a step runs. */
function StepButton({ busy, run, children }: { busy: boolean; run: () => Promise<unknown>; children: ReactNode }) {
  return (
    <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run()}>
      {children}
    </button>
  );
}

/** «Отменить проведение» of a posted document. */
export function CancelPosting({ actions }: { actions: { busy: boolean; cancel: () => Promise<unknown> } }) {
  return (
    <StepButton busy={actions.busy} run={actions.cancel}>
      Отменить проведение
    </StepButton>
  );
}

/** «Удалить черновик» of a draft document. */
export function RemoveDraft({ actions }: { actions: { busy: boolean; remove: () => Promise<unknown> } }) {
  return (
    <StepButton busy={actions.busy} run={actions.remove}>
      Удалить черновик
    </StepButton>
  );
}

/** A document's comment, when it has one. */
export function DocumentComment({ comment }: { comment: string | null | undefined }) {
  return comment ? <p>Комментарий: {comment}</p> : null;
}

/** The steps a posted document allows, «Отменить проведение» last; nothing while it is a draft or cancelled. */
export function PostedSteps({
  status,
  actions,
  children,
}: {
  status: string;
  actions: { busy: boolean; cancel: () => Promise<unknown> };
  children?: ReactNode;
}) {
  return status === 'POSTED' ? (
    <div className={styles.actions}>
      {children}
      <CancelPosting actions={actions} />
    </div>
  ) : null;
}
