import { getOperationAST, Kind, parse } from 'graphql';

/**
 * Whether a request the API may have acted on can be sent to it again (api-proxy.ts: a connection
 * reset before any answer; api/README.md, "Stopping"): a read (GET, HEAD, a GraphQL query), or a
 * checkout carrying its idempotency key, which the API answers with the order already made for
 * that key instead of making another. Nothing else: a repeated status change or document posting
 * could act twice.
 */

/** The root fields that may be repeated, and where their request names its idempotency key. */
const KEYED_MUTATIONS: Readonly<Record<string, (variables: Record<string, unknown>) => unknown>> = {
  createBuyerOrder: (variables) => (variables.input as { idempotencyKey?: unknown } | undefined)?.idempotencyKey,
};

/** The largest document read here (the API's own token limit); anything longer is not repeated. */
const MAX_TOKENS = 2_000;

interface GraphqlBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

function graphqlBody(body: unknown): GraphqlBody | null {
  if (!Buffer.isBuffer(body)) return null;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as GraphqlBody) : null;
  } catch {
    return null;
  }
}

export function isRepeatable(method: string | undefined, pathname: string, body: unknown): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  if (method !== 'POST' || pathname !== '/graphql') return false;
  const { query, operationName, variables } = graphqlBody(body) ?? {};
  if (typeof query !== 'string') return false;
  let operation;
  try {
    operation = getOperationAST(
      parse(query, { maxTokens: MAX_TOKENS, noLocation: true }),
      typeof operationName === 'string' ? operationName : undefined,
    );
  } catch {
    return false;
  }
  if (operation?.operation === 'query') return true;
  if (operation?.operation !== 'mutation') return false;
  const values = typeof variables === 'object' && variables !== null ? (variables as Record<string, unknown>) : {};
  return operation.selectionSet.selections.every((selection) => {
    if (selection.kind !== Kind.FIELD) return false;
    const key = KEYED_MUTATIONS[selection.name.value]?.(values);
    const input = selection.arguments?.find((argument) => argument.name.value === 'input')?.value;
    // The key read from the variables is the one the request sends only when `input` is that variable.
    return typeof key === 'string' && key !== '' && input?.kind === Kind.VARIABLE && input.name.value === 'input';
  });
}
