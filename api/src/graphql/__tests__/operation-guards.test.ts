import * as sharedDocuments from '@shop/shared/graphql';
import * as authDocuments from 'mfe-auth/graphql';
import * as backofficeDocuments from 'mfe-backoffice/graphql';
import * as cartDocuments from 'mfe-cart/graphql';
import * as catalogDocuments from 'mfe-catalog/graphql';
import {
  getNullableType,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type TypeNode,
} from 'graphql';
import { OPERATION_LIMITS, operationCost } from '../operation-guards';
import { createSchema } from '../schema';

const schema = createSchema();

/** The largest value of a type the front-ends send: lists of 100, `limit` at its cap. */
function largest(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return Array.from({ length: 100 }, () => largest(inner.ofType));
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, largest(field.type)]),
    );
  }
  return ({ Int: 1, Float: 1, Boolean: true } as Record<string, unknown>)[inner.name] ?? '1';
}

function largestVariables(document: DocumentNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of getOperationAST(document)?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type as TypeNode & { kind: Kind.NAMED_TYPE }) as GraphQLInputType;
    if (name === 'limit') variables[name] = 100;
    else if (isNonNullType(type)) variables[name] = largest(type);
  }
  return variables;
}

/** What the front-ends send: @shop/shared's documents and each package's own. */
const documents = {
  ...sharedDocuments,
  ...authDocuments,
  ...backofficeDocuments,
  ...cartDocuments,
  ...catalogDocuments,
};

const shopOperations = Object.entries(documents).filter(
  (entry): entry is [string, DocumentNode] =>
    typeof entry[1] === 'object' && entry[1] !== null && (entry[1] as DocumentNode).kind === Kind.DOCUMENT,
);

describe('the cost of an operation', () => {
  it('the shop sends over a hundred operations', () => {
    expect(shopOperations.length).toBeGreaterThan(100);
  });

  it.each(shopOperations)(
    `%s at its largest (limit 100, lists of 100) stays within ${OPERATION_LIMITS.maxCost}`,
    (_name, document) => {
      expect(operationCost(schema, document, undefined, largestVariables(document))).toBeLessThanOrEqual(
        OPERATION_LIMITS.maxCost,
      );
    },
  );

  it.each<[string, string, number]>([
    ['one product', '{ product(nid: 1) { nid name } }', 1 + 2],
    ['a page of 18 with prices', '{ products(limit: 18) { nid price } }', 1 + 18 * 2],
    ['the limit capped at 100 as the resolver caps it', '{ products(limit: 1000) { nid } }', 1 + 100],
    ['a list of scalars counted once', '{ product(nid: 1) { images } }', 2],
    ['a list argument answered per item', '{ cartPricing(nids: [1, 2, 3]) { nid } }', 1 + 3],
    [
      'nested lists multiply (sameCollection capped at 24)',
      '{ products(limit: 60) { sameCollection(limit: 100) { sameCollection(limit: 100) { nid } } } }',
      1 + 60 * (1 + 24 * (1 + 24)),
    ],
  ])('%s', (_what, query, cost) => {
    expect(operationCost(schema, parse(query))).toBe(cost);
  });
});
