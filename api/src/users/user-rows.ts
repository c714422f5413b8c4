import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { NO_ROLES, ROLE_FLAGS, toRoles, type RoleFlag, type Roles } from '@shop/shared/access';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open-database';
import { users } from '../db/schema';
import type { Page } from '../core/paging';
import type { TokenUser } from '../core/viewer';

type UserRow = typeof users.$inferSelect;

/** The user document as GraphQL gives it. */
export interface ShopUser extends Roles {
  uid: string;
  displayName: string | null;
  email: string | null;
  phoneNumber: string | null;
  createAt: string;
  rolesChangedBy: string | null;
  rolesChangedAt: string | null;
}

const toShopUser = (row: UserRow): ShopUser => ({
  uid: row.uid,
  displayName: row.displayName,
  email: row.email,
  phoneNumber: row.phoneNumber,
  createAt: row.createAt.toISOString(),
  ...rolesOfRow(row),
  rolesChangedBy: row.rolesChangedBy,
  rolesChangedAt: row.rolesChangedAt?.toISOString() ?? null,
});

const rolesOfRow = (row: UserRow): Roles => toRoles(row);

/** The role flags of a uid; none for someone without a user document yet. */
export async function rolesOf(db: Db, uid: string): Promise<Roles> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row ? rolesOfRow(row) : NO_ROLES;
}

export async function readUser(db: Db, uid: string): Promise<ShopUser | null> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row ? toShopUser(row) : null;
}

/**
 * The user document of a verified token: created when missing (profile from the token, the
 * phone only when present, every flag false — isAdmin when the verified e-mail is one of the
 * shop's administrator e-mails), then read. Repeating it changes nothing; two at once make one row.
 * `admitNew` is asked before a new user is written (the sign-up rate limit) and may throw.
 */
export async function ensureUser(
  db: Db,
  token: TokenUser,
  adminEmails: ReadonlySet<string>,
  admitNew: () => Promise<void> = async () => undefined,
): Promise<ShopUser> {
  const isAdmin = token.emailVerified && token.email !== null && adminEmails.has(token.email);
  // Most sign-ins are of someone who has a document already: one read answers them.
  const existing = await readUser(db, token.uid);
  if (existing && (existing.isAdmin || !isAdmin)) return existing;
  if (!existing) await admitNew();
  await db
    .insert(users)
    .values({
      uid: token.uid,
      displayName: token.displayName,
      email: token.email,
      ...(token.phoneNumber ? { phoneNumber: token.phoneNumber } : {}),
      isAdmin,
    })
    .onConflictDoNothing({ target: users.uid });
  // An administrator e-mail added to the setting later makes its owner one at the next sign-in.
  if (isAdmin)
    await db
      .update(users)
      .set({ isAdmin: true })
      .where(and(eq(users.uid, token.uid), eq(users.isAdmin, false)));
  const user = await readUser(db, token.uid);
  if (!user) throw new Error(`user ${token.uid} vanished right after it was ensured`);
  return user;
}

export interface UserFilter {
  /** Part of the name or e-mail. */
  search?: string | null;
  /** Only users holding this flag. */
  role?: RoleFlag | null;
}

const ROLE_COLUMNS: Record<RoleFlag, AnyPgColumn> = {
  isAdmin: users.isAdmin,
  isSeller: users.isSeller,
  isPurchaser: users.isPurchaser,
  isContent: users.isContent,
  isDriver: users.isDriver,
};

/** A page of users, staff first, then by name, with the total count for the filter. */
export async function listUsers(db: Db, filter: UserFilter, page: Page): Promise<{ total: number; items: ShopUser[] }> {
  const conditions: SQL[] = [];
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const matches = or(ilike(users.displayName, pattern), ilike(users.email, pattern));
    if (matches) conditions.push(matches);
  }
  if (filter.role) conditions.push(eq(ROLE_COLUMNS[filter.role], true));
  const where = conditions.length ? and(...conditions) : undefined;
  const staff = sql`(${users.isAdmin} OR ${users.isSeller} OR ${users.isPurchaser} OR ${users.isContent} OR ${users.isDriver}) DESC`;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(staff, asc(sql`coalesce(${users.displayName}, ${users.email}, ${users.uid})`), asc(users.uid))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { total: totals?.total ?? 0, items: rows.map(toShopUser) };
}

/** Sets the flags given (the others, or one given as null, stay), recording who changed them and when. */
export async function setUserRoles(
  db: Db,
  uid: string,
  roles: Partial<Record<keyof Roles, boolean | null>>,
  changedBy: string,
): Promise<ShopUser | null> {
  const changes = Object.fromEntries(
    ROLE_FLAGS.filter((flag) => typeof roles[flag] === 'boolean').map((flag) => [flag, roles[flag]]),
  );
  const [row] = await db
    .update(users)
    .set({ ...changes, rolesChangedBy: changedBy, rolesChangedAt: new Date() })
    .where(eq(users.uid, uid))
    .returning();
  return row ? toShopUser(row) : null;
}
