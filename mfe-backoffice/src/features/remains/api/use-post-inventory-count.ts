import { useMutation } from '@shop/shared/apollo';
import { PostInventoryCountDocument } from '../../../lib/graphql/operations.generated';
import type { CountLine } from '../hooks/count-form-check';
import { postCountFailure, type PostCountFailure } from './post-count-failure';

export type PostCountResult = { ok: true; id: number } | { ok: false; failure: PostCountFailure };

/** Posts the typed count at its location; the answer is the new document's id, or why it was not posted. */
export function usePostInventoryCount() {
  const [mutate, { loading }] = useMutation(PostInventoryCountDocument);
  const post = async (lines: readonly CountLine[], comment: string, locationNid: number): Promise<PostCountResult> => {
    const input = {
      lines: lines.map((line) => ({ nid: line.nid, counted: Number(line.counted.trim()) })),
      comment: comment.trim() || null,
      locationNid,
    };
    try {
      const { data } = await mutate({ variables: { input } });
      if (!data) return { ok: false, failure: postCountFailure(null, lines) };
      return { ok: true, id: data.postInventoryCount.id };
    } catch (error) {
      return { ok: false, failure: postCountFailure(error, lines) };
    }
  };
  return { post, posting: loading };
}
