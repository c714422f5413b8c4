import { canPlanDeliveries, deliversOwnOnly } from '../delivery-scope';
import { toRoles, type RoleFlag } from '../roles';

const roles = (...flags: RoleFlag[]) => toRoles(Object.fromEntries(flags.map((flag) => [flag, true])));

describe('who sees which deliveries, and who plans them', () => {
  it.each<[RoleFlag[], boolean, boolean]>([
    [['isSeller', 'isDriver'], true, false],
    [['isDriver'], true, false],
    [['isSeller'], false, true],
    [['isAdmin', 'isDriver'], false, true],
    [['isSeller', 'isPurchaser', 'isDriver'], false, true],
    [['isPurchaser'], false, false],
  ])('%p: own deliveries only %p, plans %p', (flags, ownOnly, plans) => {
    expect(deliversOwnOnly(roles(...flags))).toBe(ownOnly);
    expect(canPlanDeliveries(roles(...flags))).toBe(plans);
  });
});
