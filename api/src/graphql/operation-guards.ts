import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isListType,
  isLeafType,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { LRUCache } from 'lru-cache';
import { MAX_LIMIT, SAME_COLLECTION_LIMIT } from '../core/paging';

/**
 * The limits every operation meets, over HTTP and over the WebSocket alike (api/README.md,
 * "Security"). One table, so the two transports cannot drift apart.
 */
export const OPERATION_LIMITS = {
  /** A request body over HTTP, a message over the socket. */
  bodyBytes: 100 * 1024,
  /**
   * The query text of one request, checked before it is parsed: the shop's largest operation
   * prints at about 1 KB, and a parsed document keeps its text (a comment too) while it is cached.
   */
  queryBytes: 16 * 1024,
  /** Lexical tokens of a document (graphql-js stops parsing past it). */
  maxTokens: 2_000,
  maxDepth: 8,
  maxAliases: 15,
  maxDirectives: 20,
  /** `operationCost` of one operation: every list counts as many times as it can return items. */
  maxCost: 20_000,
} as const;

/**
 * How many items a list without a `limit` argument is taken to return when an operation's cost
 * is estimated: the catalogue's fixed lists (categories, options, a category's values) and a
 * document's lines. A list not named here counts as DEFAULT_LIST_SIZE.
 */
const ASSUMED_LIST_SIZES: Readonly<Record<string, number>> = {
  'Query.categoriesObjects': 60,
  'Query.options': 30,
  'Query.filterCountAll': 30,
  'Query.menu': 20,
  'Option.bCol': 60,
  'FilterCount.bCol': 60,
};
const DEFAULT_LIST_SIZE = 10;

/** The largest key (document, operation name, variables) whose cost is remembered. */
const KNOWN_COST_KEY_BYTES = 4 * 1024;

/** What a `limit` is capped at by its resolver: MAX_LIMIT, unless named here. */
const LIMIT_CAPS: Readonly<Record<string, number>> = { 'Product.sameCollection': SAME_COLLECTION_LIMIT };

/** A paged list's `items` are already counted by the field that took the `limit`. */
const PAGE_ITEMS = 'items';

/**
 * The cost of a field: 1, plus what it selects times how many items it can return — its `limit`
 * argument (after defaults and variables, capped as its resolver caps it), the length of a list
 * argument it answers one item for (`cartPricing(nids)`), or the assumed size of a fixed list.
 */
const listCost: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const returned = getNullableType(field.type);
  let items = 1;
  if (typeof args.limit === 'number')
    items = Math.min(Math.max(args.limit, 1), LIMIT_CAPS[`${type.name}.${field.name}`] ?? MAX_LIMIT);
  else if (isListType(returned) && field.name !== PAGE_ITEMS) {
    const listArgument = Object.values(args).find(Array.isArray) as unknown[] | undefined;
    items = listArgument?.length ?? ASSUMED_LIST_SIZES[`${type.name}.${field.name}`] ?? DEFAULT_LIST_SIZE;
  }
  // A list of scalars costs what one scalar does: it is one column, not a row per item.
  const child = isLeafType(getNamedType(field.type)) ? 0 : childComplexity;
  return 1 + items * child;
};

/**
 * Costs already computed, per parsed document (Apollo keeps one parsed document per query text)
 * and its operation name and variables: estimating takes ~30 µs, a lookup ~2 µs, and the shop
 * asks the same few operations with the same few variables all day. Bounded by the bytes of its
 * keys; one whose variables are larger than KNOWN_COST_KEY_BYTES is estimated every time.
 */
export const knownCosts = new LRUCache<string, number>({
  maxSize: 1024 * 1024,
  maxEntrySize: KNOWN_COST_KEY_BYTES,
  sizeCalculation: (_cost, key) => 2 * key.length + 64,
});
const documentIds = new WeakMap<DocumentNode, number>();
let documentsSeen = 0;
const documentId = (document: DocumentNode): number => {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = ++documentsSeen));
  return id;
};

/** The estimated cost of an operation (`OPERATION_LIMITS.maxCost` at most may run). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables?: Record<string, unknown> | null,
): number {
  const key = `${documentId(document)}\n${operationName ?? ''}\n${JSON.stringify(variables ?? {})}`;
  let cost = knownCosts.get(key);
  if (cost === undefined) {
    cost = getComplexity({
      schema,
      query: document,
      operationName: operationName ?? undefined,
      variables: variables ?? {},
      estimators: [listCost],
    });
    knownCosts.set(key, cost);
  }
  return cost;
}

/** An operation that asks for too much at once: refused before it runs, saying why, in Russian. */
function costError(cost: number): GraphQLError {
  return new GraphQLError(
    `Запрос слишком объёмный: его стоимость ${cost} при пределе ${OPERATION_LIMITS.maxCost}. Запросите меньше записей (limit) или меньше вложенных списков`,
    {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', cost, maxCost: OPERATION_LIMITS.maxCost, http: { status: 400 } },
    },
  );
}

/**
 * The operation's cost error, or null when it may run. A document the estimator cannot read
 * (unknown variables' types, an operation that is not there) is left to execution, which
 * refuses it with its own error.
 */
export function costProblem(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables?: Record<string, unknown> | null,
): GraphQLError | null {
  let cost: number;
  try {
    cost = operationCost(schema, document, operationName, variables);
  } catch {
    return null;
  }
  return cost > OPERATION_LIMITS.maxCost ? costError(cost) : null;
}

/**
 * Validation rules beyond the GraphQL spec's, for both transports: depth, aliases and directives
 * (graphql-armor). Introspection needs no rule of its own on the socket: `__schema` and `__type`
 * are fields of the query root, and the socket takes only subscriptions; over HTTP Apollo's
 * `introspection` switch refuses them in production.
 */
export function guardRules(): ValidationRule[] {
  const armor = new ApolloArmor({
    maxDepth: { n: OPERATION_LIMITS.maxDepth },
    maxAliases: { n: OPERATION_LIMITS.maxAliases },
    maxDirectives: { n: OPERATION_LIMITS.maxDirectives },
    // Counted by `costProblem`, which reads `limit` arguments and variables; armor's counts neither.
    costLimit: { enabled: false },
    // Enforced by the parser (`maxTokens` parse option) on both transports.
    maxTokens: { enabled: false },
    // Masked in formatError, which both transports use.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return armor.validationRules as ValidationRule[];
}
