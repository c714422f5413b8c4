import type { GraphQLFormattedError } from 'graphql';

/** What a stack trace or a source location looks like in a response body. */
/** A message in Russian: at least one Cyrillic letter. */
export const CYRILLIC = /[а-яё]/i;

export const STACK = /stacktrace|node_modules|\.(?:js|ts|cjs|mjs):\d+/i;

export interface Answer<Data> {
  status: number;
  data: Data | null | undefined;
  errors: GraphQLFormattedError[] | undefined;
}

/** A response body leaks no stack: not in its text, nor as a `stacktrace` extension of an error. */
export function expectNoStack(text: string, errors?: readonly GraphQLFormattedError[]): void {
  expect(text).not.toMatch(STACK);
  for (const error of errors ?? []) expect(error.extensions?.stacktrace).toBeUndefined();
}

/** POSTs a GraphQL document as JSON to the API at `base`; every answer is checked for a leaked stack. */
export async function postGraphql<Data = Record<string, unknown>>(
  base: string,
  query: string,
  variables?: Record<string, unknown>,
  idToken?: string,
): Promise<Answer<Data>> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const body = JSON.parse(text) as { data?: Data | null; errors?: GraphQLFormattedError[] };
  expectNoStack(text, body.errors);
  return { status: response.status, data: body.data, errors: body.errors };
}

/** The data of an answer that must succeed. */
export async function graphqlData<Data = Record<string, unknown>>(
  base: string,
  query: string,
  variables?: Record<string, unknown>,
  idToken?: string,
): Promise<Data> {
  const answer = await postGraphql<Data>(base, query, variables, idToken);
  expect(answer.errors).toBeUndefined();
  expect(answer.status).toBe(200);
  return answer.data as Data;
}

/** The single error of an answer that must fail, with the HTTP status. */
export async function graphqlError(
  base: string,
  query: string,
  variables?: Record<string, unknown>,
  idToken?: string,
): Promise<GraphQLFormattedError & { status: number }> {
  const answer = await postGraphql(base, query, variables, idToken);
  expect(answer.errors).toHaveLength(1);
  const [error] = answer.errors ?? [];
  if (!error) throw new Error('expected an error');
  return { ...error, status: answer.status };
}

/** A call refused with exactly one error: its message and extensions. */
export async function refusalOf(base: string, query: string, variables: Record<string, unknown>, token?: string) {
  const answer = await postGraphql(base, query, variables, token);
  expect(answer.errors).toHaveLength(1);
  return { message: answer.errors?.[0]?.message, extensions: answer.errors?.[0]?.extensions };
}

/**
 * Calls operations for one staff token (a guest without one): each call returns the answer's
 * single field, or fails the test with its error. The document clients are built on it.
 */
export function fieldCaller(base: string, token?: string) {
  return async <T>(query: string, variables: Record<string, unknown>) =>
    Object.values(await graphqlData<Record<string, T>>(base, query, variables, token))[0] as T;
}

/**
 * A back-office list query for the staff member of `token` (read once the shop is up): `page` gives the
 * answer's list for the variables (none: the first page unfiltered), `nids` the nids on that page.
 */
export function listReader<Page extends { items: { nid: number }[] }>(
  shop: { base: string },
  query: string,
  token: () => string,
) {
  const page = async (variables: Record<string, unknown> = {}) =>
    fieldCaller(shop.base, token())<Page>(query, variables);
  const nids = async (variables: Record<string, unknown>) => (await page(variables)).items.map((item) => item.nid);
  return { page, nids };
}
