import { useQuery, type TypedDocumentNode } from '@shop/shared/apollo';
import { useListParams } from './use-list-params';

/** One page of a back-office list: the list's filter, at the page the address names. */
function usePagedQuery<Data, Filter>(
  document: TypedDocumentNode<Data, { filter: Filter; skip: number; limit: number }>,
  list: { skip: number; limit: number },
  filter: Filter,
) {
  return useQuery(document, { variables: { filter, skip: list.skip, limit: list.limit } });
}

/**
 * A section's filtered list: its state in the address, the filter as the API takes it, that page of
 * the list, and whether any filter is set (an empty list then reads «Таких … нет»).
 */
export function useFilteredList<Data, Filter extends object>(
  document: TypedDocumentNode<Data, { filter: Filter; skip: number; limit: number }>,
  filterOf: (read: (key: string) => string) => Filter,
) {
  const list = useListParams();
  const filter = filterOf(list.filter);
  const query = usePagedQuery(document, list, filter);
  return { list, query, filtered: Object.keys(filter).length > 0 };
}
