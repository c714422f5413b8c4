import { GraphQLError, getNamedType, isObjectType, type GraphQLObjectType, type GraphQLResolveInfo } from 'graphql';
import {
  backofficeSectionOf,
  canOpenSection,
  canPerform,
  BACKOFFICE_ACTIONS,
  ROLE_FLAGS,
  toRoles,
  type Roles,
} from '@shop/shared/access';
import type { Viewer } from '../../core/viewer';
import { createSchema, FIELD_ACCESS } from '../../graphql/schema';
import { SECTION_OF_TYPE } from '../../graphql/type-sections';
import { schemaContexts } from '../../testing/schema-contexts';
import { testViewer } from '../../testing/test-viewer';
import type { AccessRule } from '../field-access';

/**
 * Fields that cross sections and deliberately carry no rule of the other section, each with why.
 * Empty: prefer a narrower field to an entry here.
 */
const CROSSING_EXCEPTIONS: Readonly<Record<string, string>> = {};

const schema = createSchema();
const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);
const objectTypes = Object.values(schema.getTypeMap()).filter(
  (type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__') && !ROOT_TYPES.has(type.name),
);

/** A field whose type belongs to another section than the type that holds it. */
interface CrossingField {
  key: string;
  type: string;
  field: string;
  from: string | null;
  to: string;
}

const crossingFields: CrossingField[] = objectTypes.flatMap((type) =>
  Object.values(type.getFields()).flatMap((field) => {
    const target = getNamedType(field.type);
    const from = SECTION_OF_TYPE[type.name] ?? null;
    const to = isObjectType(target) ? SECTION_OF_TYPE[target.name] : null;
    return to && to !== from
      ? [{ key: `${type.name}.${field.name}`, type: type.name, field: field.name, from, to }]
      : [];
  }),
);
const ruledCrossings = crossingFields.filter(({ key }) => !(key in CROSSING_EXCEPTIONS));

/** Every combination of the five role flags, none included. */
const ROLE_SETS: Roles[] = Array.from({ length: 2 ** ROLE_FLAGS.length }, (_, bits) =>
  toRoles(Object.fromEntries(ROLE_FLAGS.map((flag, index) => [flag, (bits & (1 << index)) !== 0]))),
);
const named = (roles: Roles) => ROLE_FLAGS.filter((flag) => roles[flag]).join('+') || 'no role';

const opens = (roles: Partial<Roles>, path: string) => {
  const section = backofficeSectionOf(path);
  return section !== undefined && canOpenSection(roles, section);
};
const allows = (rule: AccessRule, roles: Partial<Roles>) =>
  'signedIn' in rule || ('action' in rule ? canPerform(roles, rule.action) : opens(roles, rule.section));

/** The refusal `checkAccess` gives a signed-in viewer the rule does not let through, as staff read it. */
function refusalOf(rule: AccessRule): string {
  if ('section' in rule) return `Раздел «${backofficeSectionOf(rule.section)?.title}» вам не открыт`;
  if ('action' in rule)
    return `Ваша роль не позволяет это действие в разделе «${backofficeSectionOf(BACKOFFICE_ACTIONS[rule.action].section)?.title}»`;
  return '';
}

describe('fields that reach another section’s data', () => {
  const contextFor = schemaContexts();

  it('every object type belongs to a back-office section or is listed as the storefront’s (null)', () => {
    expect(objectTypes.map((type) => type.name).filter((name) => !(name in SECTION_OF_TYPE))).toEqual([]);
    expect(Object.keys(SECTION_OF_TYPE).filter((name) => !objectTypes.some((type) => type.name === name))).toEqual([]);
    const sections = Object.values(SECTION_OF_TYPE).filter((path): path is string => path !== null);
    expect(sections.filter((path) => backofficeSectionOf(path)?.path !== path)).toEqual([]);
  });

  it('finds the crossings the audit knows of', () => {
    expect(crossingFields.map(({ key, to }) => `${key} -> ${to}`)).toEqual(
      expect.arrayContaining([
        'BuyerInvoice.payments -> payments',
        'SupplierInvoice.payments -> payments',
        'BuyerOrder.invoice -> buyer-invoices',
        'BuyerOrder.shipments -> shipments',
        'SupplierOrder.acceptances -> acceptance',
        'Shipment.deliveryPlan -> delivery',
      ]),
    );
  });

  it('gives every field that crosses sections a rule of its own, or a listed reason', () => {
    expect(ruledCrossings.map(({ key }) => key).filter((key) => !(key in FIELD_ACCESS))).toEqual([]);
    const stale = Object.keys(CROSSING_EXCEPTIONS).filter(
      (key) => !crossingFields.some((field) => field.key === key) || key in FIELD_ACCESS,
    );
    expect(stale).toEqual([]);
  });

  it('lets through only roles that open the section the field’s type belongs to', () => {
    const wider = ruledCrossings.flatMap(({ key, to }) => {
      const rule = FIELD_ACCESS[key];
      return rule
        ? ROLE_SETS.filter((roles) => allows(rule, roles) && !opens(roles, to)).map(
            (roles) => `${key} as ${named(roles)}`,
          )
        : [];
    });
    expect(wider).toEqual([]);
  });

  it('refuses payment records to a seller on an invoice they may open', () => {
    const seller = toRoles({ isSeller: true });
    expect(opens(seller, 'buyer-invoices')).toBe(true);
    expect(allows(FIELD_ACCESS['BuyerInvoice.payments'] ?? { signedIn: true }, seller)).toBe(false);
  });

  type Outcome = 'let through' | { code: string; message: string };

  /** What the guarded resolver of a field gives this viewer; a stub parent, since the guard decides first. */
  async function outcomeOf({ type, field }: CrossingField, viewer: Viewer | null): Promise<Outcome> {
    const resolve = (schema.getType(type) as GraphQLObjectType).getFields()[field]?.resolve;
    if (!resolve) throw new Error(`${type}.${field} has no resolver`);
    try {
      await resolve({ nid: 0 }, {}, contextFor(viewer), {} as GraphQLResolveInfo);
      return 'let through';
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      return { code: String(error.extensions.code), message: error.message };
    }
  }

  it.each(ruledCrossings.map((crossing) => [crossing.key, crossing] as const))(
    '%s as a guest and as every set of roles',
    async (key, crossing) => {
      const rule = FIELD_ACCESS[key];
      if (!rule) throw new Error(`${key} crosses sections and has no rule`);
      const guestMessage = ('guestMessage' in rule && rule.guestMessage) || 'Войдите, чтобы продолжить';
      expect(await outcomeOf(crossing, null)).toEqual({ code: 'UNAUTHENTICATED', message: guestMessage });
      const expected: [string, Outcome][] = ROLE_SETS.map((roles) => [
        named(roles),
        allows(rule, roles) ? 'let through' : { code: 'FORBIDDEN', message: refusalOf(rule) },
      ]);
      const actual: [string, Outcome][] = [];
      for (const roles of ROLE_SETS)
        actual.push([named(roles), await outcomeOf(crossing, testViewer(`${named(roles)}-1`, roles))]);
      expect(actual).toEqual(expected);
    },
  );
});
