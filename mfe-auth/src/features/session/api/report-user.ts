import type { User } from 'firebase/auth';
import type { ApolloClient } from '@shop/shared/apollo';
import { EnsureUserDocument } from '../../../lib/graphql/operations.generated';
import { shopStore } from '@shop/shared/store';

/**
 * One auth state report into the shared store (requirements §4). Signed in: the user document is
 * created if missing and read, and the role flags come from it; a failure to create it is only
 * logged (requirements §8) and the user stays signed in without roles. Signed out: no user, every flag
 * false, and after a sign-out nothing cached from the signed-in session is kept.
 */
export async function reportUser(user: User | null, client: ApolloClient): Promise<void> {
  if (!user) {
    const wasSignedIn = shopStore.getState().user !== null;
    shopStore.getState().signOut();
    // Only a real sign-out drops what was fetched as that user; the page's queries ask again.
    // (An anonymous visitor's first report must leave the page's data alone.)
    if (wasSignedIn) await client.resetStore();
    return;
  }
  const sessionUser = { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL };
  try {
    const { data } = await client.mutate({ mutation: EnsureUserDocument });
    shopStore.getState().signIn(sessionUser, data?.ensureUser ?? {});
  } catch (error) {
    console.error('error creating the user', error);
    shopStore.getState().signIn(sessionUser);
  }
}
