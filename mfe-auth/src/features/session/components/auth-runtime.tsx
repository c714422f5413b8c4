import { useEffect } from 'react';
import { registerAuthTokenProvider, useApolloClient } from '@shop/shared/apollo';
import { shopStore } from '@shop/shared/store';
import { reportUser } from '../api/report-user';
import { firebaseSession } from '../api/session';

/** Runs once the page has loaded, so the Firebase SDK never competes with the page itself. */
function afterPageLoad(start: () => void): () => void {
  if (document.readyState === 'complete') {
    const timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
  }
  window.addEventListener('load', start, { once: true });
  return () => window.removeEventListener('load', start);
}

/**
 * Mounted once by the shell: opens the Firebase session after the page has loaded, gives every
 * GraphQL request the signed-in user's ID token and reports each auth state to the shared
 * store. Until the first report `authLoading` stays true; if sign-in cannot start at all the
 * visitor is anonymous.
 */
export function AuthRuntime() {
  const client = useApolloClient();
  useEffect(() => {
    let stopped = false;
    let unsubscribe = () => {};
    let unregister = () => {};
    const cancel = afterPageLoad(() => {
      firebaseSession()
        .then((session) => {
          if (stopped) return;
          unregister = registerAuthTokenProvider(session.idToken);
          unsubscribe = session.onUser((user) => void reportUser(user, client));
        })
        .catch((error: unknown) => {
          console.error('Sign-in could not start', error);
          if (shopStore.getState().authLoading) shopStore.getState().signOut();
        });
    });
    return () => {
      stopped = true;
      cancel();
      unsubscribe();
      unregister();
    };
  }, [client]);
  return null;
}
