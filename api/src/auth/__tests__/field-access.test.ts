import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  subscribe,
  execute,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { canPerform, canOpenSection, backofficeSectionOf, ROLE_FLAGS, type RoleFlag } from '@shop/shared/access';
import type { Viewer } from '../../core/viewer';
import { createSchema, FIELD_ACCESS } from '../../graphql/schema';
import { schemaContexts } from '../../testing/schema-contexts';
import { testViewer } from '../../testing/test-viewer';
import type { AccessRule } from '../field-access';

/** Fields anyone may call, guests included: the storefront's. Everything else needs a rule. */
const OPEN_TO_GUESTS = new Set([
  'Query.categoriesObjects',
  'Query.options',
  'Query.products',
  'Query.productsCount',
  'Query.catalogAddress',
  'Query.filterCountAll',
  'Query.product',
  'Query.category',
  'Query.menu',
  'Query.sale',
  'Query.search',
  'Query.cartPricing',
  // What a cart would wait for: the cart and the checkout ask it before sign-in.
  'Query.cartAvailability',
  'Query.me',
  'Mutation.createBuyerOrder',
  // An order an e-mail's link names: its key (signed for that order) is the only credential.
  'Query.buyerOrderByLink',
  // The live releases: the shell's servers read them to build every page.
  'Query.liveReleases',
]);

const schema = createSchema();
const rootFields = (['Query', 'Mutation', 'Subscription'] as const).flatMap((type) => {
  const root = schema.getType(type) as GraphQLObjectType | undefined;
  return root ? Object.values(root.getFields()).map((field) => ({ type, field })) : [];
});

/** A value of the right type for a required argument: the guard must decide before any resolver looks at it. */
function sample(type: GraphQLInputType): string {
  const inner = getNullableType(type);
  if (isListType(inner)) return `[${sample(inner.ofType)}]`;
  if (isEnumType(inner)) return inner.getValues()[0]?.name ?? '';
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${sample(field.type)}`).join(', ')} }`;
  }
  if (isScalarType(inner)) return { Int: '1', Float: '1', Boolean: 'true', ID: '"1"' }[inner.name] ?? '"1"';
  return '"1"';
}

function documentFor(type: string, field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const argText = args.length ? `(${args.map((arg) => `${arg.name}: ${sample(arg.type)}`).join(', ')})` : '';
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return parse(`${type.toLowerCase()} { ${field.name}${argText}${selection} }`);
}

const allowedBy = (rule: AccessRule, flag: RoleFlag | null): boolean => {
  if (flag === null) return false;
  const roles = { [flag]: true };
  if ('signedIn' in rule) return true;
  if ('action' in rule) return canPerform(roles, rule.action);
  const section = backofficeSectionOf(rule.section);
  return section !== undefined && canOpenSection(roles, section);
};

describe('the access table on every field of the API', () => {
  const contextFor = schemaContexts();

  it('gives every field either a rule or a place on the guests’ list', () => {
    const unruled = rootFields
      .map(({ type, field }) => `${type}.${field.name}`)
      .filter((key) => !(key in FIELD_ACCESS) && !OPEN_TO_GUESTS.has(key));
    expect(unruled).toEqual([]);
    for (const key of Object.keys(FIELD_ACCESS)) expect(OPEN_TO_GUESTS.has(key)).toBe(false);
  });

  const ruled = rootFields.filter(({ type, field }) => `${type}.${field.name}` in FIELD_ACCESS);
  const viewers: [string, RoleFlag | null, Viewer | null][] = [
    ['a guest', null, null],
    ['a signed-in buyer', null, testViewer('buyer-1')],
    ...ROLE_FLAGS.map((flag): [string, RoleFlag, Viewer] => [flag, flag, testViewer(`${flag}-1`, { [flag]: true })]),
  ];
  const cases = ruled.flatMap(({ type, field }) =>
    viewers.map(([who, flag, viewer]) => [`${type}.${field.name}`, who, flag, viewer, type, field] as const),
  );

  it.each(cases)('%s as %s', async (key, _who, flag, viewer, type, field) => {
    const rule = FIELD_ACCESS[key] as AccessRule;
    const contextValue = contextFor(viewer);
    const document = documentFor(type, field);
    const result =
      type === 'Subscription'
        ? await subscribe({ schema, document, contextValue })
        : await execute({ schema, document, contextValue });
    if (Symbol.asyncIterator in result) {
      await result.return?.(undefined);
      expect(viewer === null ? 'signed in' : allowedBy(rule, flag) || 'signedIn' in rule).toBeTruthy();
      return;
    }
    const code = result.errors?.[0]?.extensions?.code;
    const expected =
      viewer === null ? 'UNAUTHENTICATED' : allowedBy(rule, flag) || 'signedIn' in rule ? 'let through' : 'FORBIDDEN';
    expect(code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' ? code : 'let through').toBe(expected);
  });
});
