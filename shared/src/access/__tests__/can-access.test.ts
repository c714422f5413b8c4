import {
  backofficeSectionOf,
  canEnterBackoffice,
  canOpenBackofficePath,
  canPerform,
  visibleSections,
} from '../can-access';
import { toRoles, type RoleFlag, type Roles } from '../roles';

type Who = RoleFlag | 'nobody';
const WHO: readonly Who[] = ['isAdmin', 'isSeller', 'isPurchaser', 'isContent', 'isDriver', 'nobody'];

/** One role flag alone (or none), as the store holds it. */
const rolesOf = (who: Who): Roles => toRoles(who === 'nobody' ? {} : { [who]: true });

const Y = true;
const N = false;

/**
 * Spec §6, written out by hand. The outer gate (isAdmin or isSeller) applies first, so a user
 * holding only isPurchaser, isContent or isDriver is refused everything.
 *
 *                                   isAdmin isSeller isPurchaser isContent isDriver nobody
 */
const EXPECTED: Record<string, [boolean, boolean, boolean, boolean, boolean, boolean]> = {
  '/dmn': /*                      */ [Y, Y, N, N, N, N],
  '/dmn/buyer-orders': /*         */ [Y, Y, N, N, N, N],
  '/dmn/buyer-orders/7': /*       */ [Y, Y, N, N, N, N],
  '/dmn/buyer-invoices': /*       */ [Y, Y, N, N, N, N],
  '/dmn/shipments': /*            */ [Y, Y, N, N, N, N],
  '/dmn/buyer-returns': /*        */ [Y, Y, N, N, N, N],
  '/dmn/supplier-orders': /*      */ [Y, N, N, N, N, N],
  '/dmn/supplier-invoices': /*    */ [Y, N, N, N, N, N],
  '/dmn/acceptance': /*           */ [Y, N, N, N, N, N],
  '/dmn/supplier-returns': /*     */ [Y, N, N, N, N, N],
  '/dmn/products': /*             */ [Y, Y, N, N, N, N],
  '/dmn/products/15': /*          */ [Y, Y, N, N, N, N],
  '/dmn/products/add': /*         */ [Y, Y, N, N, N, N],
  '/dmn/remains': /*              */ [Y, Y, N, N, N, N],
  '/dmn/payments': /*             */ [Y, N, N, N, N, N],
  '/dmn/reconciliation': /*       */ [Y, N, N, N, N, N],
  '/dmn/delivery': /*             */ [Y, Y, N, N, N, N],
  '/dmn/users': /*                */ [Y, Y, N, N, N, N],
  '/dmn/unknown-section': /*      */ [N, N, N, N, N, N],
  '/dmn/buyer-orders-archive': /* */ [N, N, N, N, N, N],
};

const CASES = Object.entries(EXPECTED).flatMap(([path, row]) =>
  WHO.map((who, column) => [path, who, row[column]] as [string, Who, boolean]),
);

describe('back-office access (requirements §6)', () => {
  it.each(CASES)('opening %s as %s is allowed: %p', (path, who, expected) => {
    expect(canOpenBackofficePath(rolesOf(who), path)).toBe(expected);
  });

  it.each(CASES)('opening %s without the /dmn prefix as %s is allowed: %p', (path, who, expected) => {
    expect(canOpenBackofficePath(rolesOf(who), path.replace(/^\/dmn\/?/, ''))).toBe(expected);
  });

  it('lets a seller who is also a purchaser into the purchasing and money sections (gate by isSeller, section by isPurchaser)', () => {
    const roles = toRoles({ isSeller: true, isPurchaser: true });
    expect(canOpenBackofficePath(roles, '/dmn/supplier-orders')).toBe(true);
    expect(canOpenBackofficePath(roles, '/dmn/payments')).toBe(true);
  });

  it('refuses a purchaser who is also content manager and driver: none of them passes the gate', () => {
    const roles = toRoles({ isPurchaser: true, isContent: true, isDriver: true });
    expect(canEnterBackoffice(roles)).toBe(false);
    expect(canOpenBackofficePath(roles, '/dmn/supplier-orders')).toBe(false);
    expect(canOpenBackofficePath(roles, '/dmn/delivery')).toBe(false);
    expect(visibleSections(roles)).toEqual([]);
  });

  it('treats only a flag that is exactly true as granted', () => {
    const truthyButNotTrue = { isAdmin: 1, isSeller: 'yes' } as unknown as Partial<Roles>;
    expect(canEnterBackoffice(truthyButNotTrue)).toBe(false);
    expect(canOpenBackofficePath({}, '/dmn')).toBe(false);
  });

  it('finds the section of a detail path with or without /dmn', () => {
    expect(backofficeSectionOf('/dmn/products/add')?.path).toBe('products');
    expect(backofficeSectionOf('buyer-orders/15')?.path).toBe('buyer-orders');
    expect(backofficeSectionOf('/dmn/nothing')).toBeUndefined();
  });

  it('shows an admin all 16 sections in menu order', () => {
    expect(visibleSections(toRoles({ isAdmin: true })).map((section) => section.path)).toEqual([
      'buyer-orders',
      'buyer-invoices',
      'shipments',
      'buyer-returns',
      'supplier-orders',
      'supplier-invoices',
      'acceptance',
      'supplier-returns',
      'products',
      'remains',
      'stock-transfers',
      'payments',
      'reconciliation',
      'delivery',
      'users',
      'modules',
    ]);
  });

  it('shows a seller the sales, catalogue, delivery and users sections only', () => {
    expect(visibleSections(toRoles({ isSeller: true })).map((section) => section.path)).toEqual([
      'buyer-orders',
      'buyer-invoices',
      'shipments',
      'buyer-returns',
      'products',
      'remains',
      'delivery',
      'users',
    ]);
  });

  it.each(['isPurchaser', 'isContent', 'isDriver', 'nobody'] as const)('shows %s no sections', (who) => {
    expect(visibleSections(rolesOf(who))).toEqual([]);
  });
});

describe('actions inside a section', () => {
  const ACTIONS = ['editProducts', 'countStock', 'changeOrderStatus', 'grantRoles'] as const;
  /** The actions the roles may perform. */
  const can = (roles: Partial<Record<RoleFlag, boolean>>) =>
    ACTIONS.filter((action) => canPerform(toRoles(roles), action));

  it.each<[string, Partial<Record<RoleFlag, boolean>>, string[]]>([
    ['lets an administrator do everything', { isAdmin: true }, [...ACTIONS]],
    [
      'lets a seller change orders but not edit products, count stock or grant roles',
      { isSeller: true },
      ['changeOrderStatus'],
    ],
    [
      'lets a seller who is also purchaser count stock and edit products',
      { isSeller: true, isPurchaser: true },
      ['editProducts', 'countStock', 'changeOrderStatus'],
    ],
    ['refuses every action to a role that does not pass the gate', { isPurchaser: true, isContent: true }, []],
  ])('%s', (_title, roles, allowed) => {
    expect(can(roles)).toEqual(allowed);
  });
});
