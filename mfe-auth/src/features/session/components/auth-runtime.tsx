import { useEffect } from 'react';
import { registerAuthTokenProvider, useApolloClient } from '@shop/shared/apollo';
import { shopStore } from '@shop/shared/store';
import { loadFirebaseSettings } from '../api/load-firebase-settings';
import { reportUser } from '../api/report-user';
import { firebaseSession, onSessionOpen } from '../api/session';
import { hasStoredSession } from '../api/stored-session';

/** Runs once the page has loaded, so the Firebase SDK never competes with the page itself. */
function afterPageLoad(start: () => void): () => void {
  if (document.readyState === 'complete') {
    const timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
  }
  window.addEventListener('load', start, { once: true });
  return () => window.removeEventListener('load', start);
}

/** The first auth report of a visitor this browser keeps no signed-in user for. */
const reportAnonymous = () => {
  if (shopStore.getState().authLoading) shopStore.getState().signOut();
};

/**
 * Mounted once by the shell. Asks the browser's storage whether a signed-in user is kept
 * (docs/decisions/0010): if not, the visitor is reported anonymous at once and the Firebase SDK
 * is not loaded; if so, the session is opened after the page has loaded. Whoever opens the
 * session (this, or the sign-in page), from then on every GraphQL request carries the user's
 * ID token and each auth state is reported to the shared store. A visitor who signs in in
 * another tab is looked for again when this tab is shown. If sign-in cannot start at all the
 * visitor is anonymous.
 */
export function AuthRuntime() {
  const client = useApolloClient();
  useEffect(() => {
    let stopped = false;
    let detach = () => {};
    const stopWaiting = onSessionOpen((session) => {
      if (stopped) return;
      const unregister = registerAuthTokenProvider(session.idToken);
      const unsubscribe = session.onUser((user) => void reportUser(user, client));
      detach = () => {
        unsubscribe();
        unregister();
      };
    });
    const userKept = async () => hasStoredSession((await loadFirebaseSettings()).apiKey);
    let cancelOpen = () => {};
    let opening = false;
    const look = () => {
      if (opening) return;
      void userKept().then((kept) => {
        if (stopped || opening) return;
        if (!kept) {
          reportAnonymous();
          return;
        }
        opening = true;
        cancelOpen = afterPageLoad(() => {
          firebaseSession().catch((error: unknown) => {
            console.error('Sign-in could not start', error);
            opening = false;
            reportAnonymous();
          });
        });
      });
    };
    const lookWhenShown = () => {
      if (document.visibilityState === 'visible') look();
    };
    look();
    document.addEventListener('visibilitychange', lookWhenShown);
    return () => {
      stopped = true;
      stopWaiting();
      cancelOpen();
      detach();
      document.removeEventListener('visibilitychange', lookWhenShown);
    };
  }, [client]);
  return null;
}
