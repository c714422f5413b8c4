import { useQuery, type TypedDocumentNode } from '@shop/shared/apollo';

/** A document (or card) by its number from the address; not asked for while the number is not a whole one. */
export function useDocumentQuery<Data>(document: TypedDocumentNode<Data, { nid: number }>, nid: number) {
  return useQuery(document, { variables: { nid }, skip: !Number.isInteger(nid) });
}
