import { useMutation, type TypedDocumentNode } from '@shop/shared/apollo';
import { useNavigate } from '@shop/shared/router';
import { useDocumentSteps } from './use-document-steps';

/** The four mutations of a document that is drafted, then posted (and may be cancelled or deleted). */
export interface DraftDocumentMutations<Input> {
  update: TypedDocumentNode<unknown, { nid: number; input: Input }>;
  post: TypedDocumentNode<unknown, { nid: number }>;
  cancel: TypedDocumentNode<unknown, { nid: number }>;
  remove: TypedDocumentNode<unknown, { nid: number }>;
}

/** What staff are told after each step. */
export interface DraftDocumentTexts {
  saved: string;
  posted: string;
  cancelled: string;
}

/**
 * Save, post, cancel or delete a drafted document (shipment, acceptance, return…); the last
 * failure's message for the page. Posting saves what is typed first; a deleted draft goes back
 * to its list.
 */
export function useDraftDocumentActions<Input>(
  nid: number,
  mutations: DraftDocumentMutations<Input>,
  texts: DraftDocumentTexts,
) {
  const navigate = useNavigate();
  const steps = useDocumentSteps();
  const { run } = steps;
  const [update] = useMutation(mutations.update);
  const [post] = useMutation(mutations.post);
  const [cancel] = useMutation(mutations.cancel);
  const [remove] = useMutation(mutations.remove);

  const saveDraft = (input: Input) => update({ variables: { nid, input } });
  return {
    ...steps,
    save: (input: Input) => run([() => saveDraft(input)], texts.saved),
    /** Saves what is typed, then posts it. */
    post: (input: Input) => run([() => saveDraft(input), () => post({ variables: { nid } })], texts.posted),
    cancel: () => run([() => cancel({ variables: { nid } })], texts.cancelled),
    remove: async () => {
      if (!(await run([() => remove({ variables: { nid } })], ''))) navigate('..');
    },
  };
}
