/** The five staff role flags (requirements §6). */
export const ROLE_FLAGS = ['isAdmin', 'isSeller', 'isPurchaser', 'isContent', 'isDriver'] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];
export type Roles = Record<RoleFlag, boolean>;

export const NO_ROLES: Roles = {
  isAdmin: false,
  isSeller: false,
  isPurchaser: false,
  isContent: false,
  isDriver: false,
};

/** Keeps only the known flags, each true when its source value is truthy (requirements §4). */
export function toRoles(flags: Partial<Record<RoleFlag, unknown>> = {}): Roles {
  return Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, Boolean(flags[flag])])) as Roles;
}
