import { useMutation, type TypedDocumentNode } from '@shop/shared/apollo';
import { useNavigate } from '@shop/shared/router';
import { attempt, type MutationFailure } from './mutation-failure';

/**
 * A mutation that makes a document or a card, then opens its page: `create(input)` gives the API's refusal,
 * or null once the new page is opened; `loading` while it runs.
 */
export function useCreateAndOpen<Data, Input>(
  document: TypedDocumentNode<Data, { input: Input }>,
  pageOf: (created: Data) => string,
) {
  const [mutate, { loading }] = useMutation(document);
  const navigate = useNavigate();
  const create = async (input: Input): Promise<MutationFailure | null> => {
    const result = await attempt(() => mutate({ variables: { input } }));
    if (!result.ok) return result.failure;
    if (result.data.data) navigate(pageOf(result.data.data));
    return null;
  };
  return { create, loading };
}
