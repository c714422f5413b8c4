import { useQuery, type TypedDocumentNode } from '@shop/shared/apollo';

/** One page of a back-office list: the list's filter, at the page the address names. */
export function usePagedQuery<Data, Filter>(
  document: TypedDocumentNode<Data, { filter: Filter; skip: number; limit: number }>,
  list: { skip: number; limit: number },
  filter: Filter,
) {
  return useQuery(document, { variables: { filter, skip: list.skip, limit: list.limit } });
}
