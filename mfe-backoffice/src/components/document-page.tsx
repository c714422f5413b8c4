import type { ReactNode } from 'react';
import { Link } from '@shop/shared/router';
import type { MutationFailure } from '../lib/mutation-failure';
import styles from './documents.module.css';
import { QueryStates } from './list-states';

export interface DocumentPageProps {
  /** The heading's id, the page's accessible name. */
  titleId: string;
  /** «← Все отгрузки»: back to the section's list. */
  back: string;
  title: ReactNode;
  /** «отгрузку»: what failed to load, in «Не удалось загрузить …». */
  what: string;
  loadingLabel: string;
  query: { data: unknown; loading: boolean; error?: unknown; refetch: () => unknown };
  children: ReactNode;
}

/** A document's page: back to the list, its heading, the load failure or the wait, then the document. */
export function DocumentPage({ titleId, back, title, what, loadingLabel, query, children }: DocumentPageProps) {
  return (
    <section className="page" aria-labelledby={titleId}>
      <p>
        <Link to="..">{back}</Link>
      </p>
      <h1 id={titleId}>{title}</h1>
      <QueryStates query={query} what={what} loadingLabel={loadingLabel} />
      {children}
    </section>
  );
}

/** What the last action did: its success, or the refusal as the API worded it. */
export function StepOutcome({ done, failure }: { done: string | null; failure: MutationFailure | null }) {
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
