import type { Operation } from './access';
import { fieldCaller, refusalOf } from './graphql-over-http';

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

/** One page of a return list as its query answers it. */
interface ReturnPage {
  total: number;
  items: { nid: number; status: string }[];
}

/**
 * What every return list does alike (docs/requirements.md): at least `least` returns, newest first;
 * the status filter; days with no returns; the second page of two; a day that does not exist refused
 * by name. Gives the unfiltered first page for the type's own filters.
 */
export async function expectReturnListBasics<Page extends ReturnPage>(
  list: (filter: Record<string, unknown>, skip?: number, limit?: number) => Promise<Page>,
  least: number,
  { base, token, query }: { base: string; token: string; query: string },
): Promise<Page> {
  const all = await list({});
  expect(all.total).toBeGreaterThanOrEqual(least);
  expect(all.items.map((item) => item.nid)).toEqual([...all.items.map((item) => item.nid)].sort((a, b) => b - a));
  expect((await list({ status: 'CANCELLED' })).items.every((item) => item.status === 'CANCELLED')).toBe(true);
  expect((await list({ createdFrom: '2000-01-01', createdTo: '2000-01-31' })).total).toBe(0);
  const paged = await list({}, 1, 2);
  expect(paged.items.map((item) => item.nid)).toEqual(all.items.slice(1, 3).map((item) => item.nid));
  expect((await refusalOf(base, query, { filter: { createdFrom: '2026-02-31' } }, token)).message).toBe(
    'Дата с: укажите дату в виде ГГГГ-ММ-ДД',
  );
  return all;
}

/**
 * A draft and a posted return of `line` made from the source document (`source`: its input field
 * and nid) by `client`, and the seven operations of the return type (`BuyerReturn`,
 * `SupplierReturn`) called on them, as rows of its access table; `texts` are the type's operations
 * by field name.
 */
export async function returnAccessOperations<Line extends object>(
  type: 'BuyerReturn' | 'SupplierReturn',
  texts: Readonly<Record<string, string>>,
  client: {
    create: (sourceNid: number, lines: Line[]) => Promise<{ nid: number }>;
    posted: (sourceNid: number, lines: Line[]) => Promise<{ nid: number }>;
  },
  source: Record<string, number>,
  line: Line,
): Promise<Operation[]> {
  const [sourceNid] = Object.values(source);
  if (sourceNid === undefined) throw new Error('No source document for the returns');
  const draftNid = (await client.create(sourceNid, [line])).nid;
  const postedNid = (await client.posted(sourceNid, [line])).nid;
  const one = `${type.charAt(0).toLowerCase()}${type.slice(1)}`;
  const operation = (name: string, variables: Record<string, unknown>): Operation => {
    const text = texts[name];
    if (!text) throw new Error(`No operation ${name} among the return type's texts`);
    return [name, text, variables];
  };
  return [
    operation(`create${type}`, { input: source }),
    operation(`update${type}`, { nid: draftNid, input: { lines: [line] } }),
    operation(`delete${type}`, { nid: draftNid }),
    operation(`post${type}`, { nid: draftNid }),
    operation(`cancel${type}`, { nid: postedNid }),
    operation(`${one}s`, {}),
    operation(one, { nid: postedNid }),
  ];
}
