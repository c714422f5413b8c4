import { fieldCaller } from './graphql-over-http';

/** A return document type's operations, as text for HTTP. */
export interface ReturnOperations {
  create: string;
  update: string;
  post: string;
  cancel: string;
  load: string;
}

/**
 * A small client for one staff token over a return document type (buyer or supplier returns):
 * a return is made from its source document, named by `source` in the input.
 */
export function returnClient<Line, Fields extends { nid: number }>(
  base: string,
  token: string,
  source: 'shipmentNid' | 'acceptanceNid',
  operations: ReturnOperations,
) {
  const call = fieldCaller(base, token);
  return {
    create: (sourceNid: number, lines?: Line[]) =>
      call<Fields>(operations.create, { input: { [source]: sourceNid, lines } }),
    update: (nid: number, lines: Line[], comment?: string) =>
      call<Fields>(operations.update, { nid, input: { lines, comment } }),
    post: (nid: number) => call<Fields>(operations.post, { nid }),
    cancel: (nid: number) => call<Fields>(operations.cancel, { nid }),
    load: (nid: number) => call<Fields>(operations.load, { nid }),
    /** A posted return of these lines in one go. */
    async posted(sourceNid: number, lines: Line[]) {
      return this.post((await this.create(sourceNid, lines)).nid);
    },
  };
}
