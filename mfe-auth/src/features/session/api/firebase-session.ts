// The Firebase Web SDK part of the auth remote: a chunk of its own, loaded only for a visitor
// with a stored session (after the page has loaded) or one who opens the sign-in page, so
// anonymous browsing never downloads it (docs/decisions/0010).
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { FirebaseSettings } from '@shop/shared/auth-settings';
import { FIREBASE_APP_NAME } from './stored-session';

export interface FirebaseSession {
  auth: Auth;
  /** Calls back with the user on every auth state report (null: signed out). Returns an unsubscribe. */
  onUser: (callback: (user: User | null) => void) => () => void;
  /** The Google account popup, always asking which account (requirements §1). */
  signInWithGoogle: () => Promise<void>;
  signOut: () => Promise<void>;
  /** The signed-in user's ID token (refreshed when it is about to expire), or null. */
  idToken: () => Promise<string | null>;
}

export function openFirebaseSession(settings: FirebaseSettings): FirebaseSession {
  const app = initializeApp(
    { apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId },
    FIREBASE_APP_NAME,
  );
  // Not getAuth: it brings the popup machinery (Google's api.js and an iframe) to every page
  // view. Here the session is read from local storage alone; the popup's helpers load on
  // «Войти через Google» only.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (settings.emulatorUrl) connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
  return {
    auth,
    onUser: (callback) => onAuthStateChanged(auth, callback),
    signInWithGoogle: async () => {
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      await signInWithPopup(auth, provider, browserPopupRedirectResolver);
    },
    signOut: () => signOut(auth),
    idToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
  };
}
