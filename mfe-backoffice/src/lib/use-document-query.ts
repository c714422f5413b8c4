import { useQuery, type TypedDocumentNode } from '@shop/shared/apollo';
import { useParams } from '@shop/shared/router';
import { addressNid } from '@shop/shared/routes';

/** The number the address names (`:nid`, or the parameter told): NaN when it names none, and the page is «не найдено». */
export function useAddressNid(param = 'nid'): number {
  return addressNid(useParams()[param]) ?? NaN;
}

/** A document (or card) by its number from the address; not asked for while the number is not a whole one. */
export function useDocumentQuery<Data>(document: TypedDocumentNode<Data, { nid: number }>, nid: number) {
  return useQuery(document, { variables: { nid }, skip: !Number.isInteger(nid) });
}

/** The one field of a query's answer; none when the answer has more than one. */
export type OnlyField<Data> = {
  [Key in keyof Data]: [Exclude<keyof Data, Key>] extends [never] ? Key : never;
}[keyof Data];

/** The name and value of the one field of a query's answer (its `__typename`, if any, aside); none before it comes. */
export const onlyFieldOf = (data: object | undefined): [string, unknown] | [] =>
  Object.entries(data ?? {}).find(([key]) => key !== '__typename') ?? [];

/**
 * The document the address names, by a query whose answer has it as its one field: the number, the query, that
 * field's name and the document once it has come (null when there is none).
 */
export function useAddressDocument<Data extends object>(document: TypedDocumentNode<Data, { nid: number }>) {
  const nid = useAddressNid();
  const query = useDocumentQuery(document, nid);
  const [field = '', loaded] = onlyFieldOf(query.data);
  return { nid, query, field, document: loaded as unknown };
}
