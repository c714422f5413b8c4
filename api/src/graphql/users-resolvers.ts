import type { RoleFlag, Roles } from '@shop/shared/access';
import type { FieldAccess } from '../auth/field-access';
import { ensureUser, listUsers, readUser, setUserRoles } from '../users/user-rows';
import { forbidden, notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';

/** Who may call the users fields (the rest of the API is checked the same way). */
export const usersAccess: FieldAccess = {
  'Mutation.ensureUser': { signedIn: true },
  'Query.users': { section: 'users' },
  'Query.user': { section: 'users' },
  'Mutation.setUserRoles': { action: 'grantRoles' },
};

interface UsersArgs {
  search?: string | null;
  role?: RoleFlag | null;
  skip?: number | null;
  limit?: number | null;
}

export const usersResolvers = {
  Query: {
    me: (_: unknown, __: unknown, { viewer, database }: ShopContext) => (viewer ? readUser(database.db, viewer.uid) : null),
    users: (_: unknown, { search, role, skip, limit }: UsersArgs, { database }: ShopContext) =>
      listUsers(database.db, { search, role }, pageOf(skip ?? 0, limit ?? 20)),
    user: (_: unknown, { uid }: { uid: string }, { database }: ShopContext) => readUser(database.db, uid),
  },
  Mutation: {
    // The guard has made sure of a viewer: the profile comes from their verified token only.
    ensureUser: (_: unknown, __: unknown, { viewer, database, auth, admit }: ShopContext) =>
      viewer ? ensureUser(database.db, viewer.token, auth.adminEmails, () => admit('signUpsPerHour')) : null,
    setUserRoles: async (_: unknown, { uid, roles }: { uid: string; roles: Partial<Roles> }, { viewer, database }: ShopContext) => {
      if (!viewer) return null;
      // Nobody changes their own flags: an administrator cannot lock themselves out, nor anyone grant themselves more.
      if (uid === viewer.uid) throw forbidden('Свои права изменить нельзя: попросите другого администратора');
      const user = await setUserRoles(database.db, uid, roles, viewer.uid);
      if (!user) throw notFound('Пользователь не найден');
      return user;
    },
  },
};
