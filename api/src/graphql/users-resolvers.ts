import type { FieldAccess } from '../auth/field-access';
import { ensureUser, listUsers, readUser, setUserRoles } from '../users/user-rows';
import { forbidden, notFound } from '../core/errors';
import { viewerIn } from './document-fields';
import { pageIn } from './document-resolvers';
import type { Resolvers } from './resolver-types.generated';

/** Who may call the users fields (the rest of the API is checked the same way). */
export const usersAccess: FieldAccess = {
  'Mutation.ensureUser': { signedIn: true },
  'Query.users': { section: 'users' },
  'Query.user': { section: 'users' },
  'Mutation.setUserRoles': { action: 'grantRoles' },
};

export const usersResolvers: Resolvers = {
  Query: {
    me: (_, __, { viewer, database }) => (viewer ? readUser(database.db, viewer.uid) : null),
    users: (_, { search, role, ...page }, { database }) => listUsers(database.db, { search, role }, pageIn(page)),
    user: (_, { uid }, { database }) => readUser(database.db, uid),
  },
  Mutation: {
    // The guard has made sure of a viewer: the profile comes from their verified token only.
    ensureUser: (_, __, context) =>
      ensureUser(context.database.db, viewerIn(context).token, context.auth.adminEmails, () =>
        context.admit('signUpsPerHour'),
      ),
    setUserRoles: async (_, { uid, roles }, context) => {
      const viewer = viewerIn(context);
      const { database } = context;
      // Nobody changes their own flags: an administrator cannot lock themselves out, nor anyone grant themselves more.
      if (uid === viewer.uid) throw forbidden('Свои права изменить нельзя: попросите другого администратора');
      const user = await setUserRoles(database.db, uid, roles, viewer.uid);
      if (!user) throw notFound('Пользователь не найден');
      return user;
    },
  },
};
