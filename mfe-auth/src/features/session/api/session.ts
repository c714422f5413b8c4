import type { FirebaseSession } from './firebase-session';
import { loadFirebaseSettings } from './load-firebase-settings';

let session: Promise<FirebaseSession> | null = null;
const openListeners = new Set<(session: FirebaseSession) => void>();

/**
 * The one Firebase session of the page, opened on first use (settings, then the SDK's chunk):
 * by the auth runtime when a signed-in user is stored, else by the sign-in page.
 */
export function firebaseSession(): Promise<FirebaseSession> {
  if (session) return session;
  const opening = (async () => {
    const [settings, { openFirebaseSession }] = await Promise.all([
      loadFirebaseSettings(),
      import('./firebase-session'),
    ]);
    return openFirebaseSession(settings);
  })();
  session = opening;
  opening.then(
    (opened) => {
      for (const listener of openListeners) listener(opened);
    },
    // A failed start (the chunk did not load) may be tried again later.
    () => {
      if (session === opening) session = null;
    },
  );
  return opening;
}

/**
 * Calls back once with the page's session when it opens (at once if it is open already),
 * whoever opens it. Returns a cancel.
 */
export function onSessionOpen(callback: (session: FirebaseSession) => void): () => void {
  let called = false;
  const once = (opened: FirebaseSession) => {
    if (called) return;
    called = true;
    openListeners.delete(once);
    callback(opened);
  };
  openListeners.add(once);
  void session?.then(once, () => {});
  return () => openListeners.delete(once);
}
