import type { FirebaseSession } from './firebase-session';
import { loadFirebaseSettings } from './load-firebase-settings';

let session: Promise<FirebaseSession> | null = null;

/** The one Firebase session of the page, opened on first use (settings, then the SDK's chunk). */
export function firebaseSession(): Promise<FirebaseSession> {
  session ??= (async () => {
    const [settings, { openFirebaseSession }] = await Promise.all([
      loadFirebaseSettings(),
      import('./firebase-session'),
    ]);
    return openFirebaseSession(settings);
  })();
  // A failed start (the chunk did not load) may be tried again later.
  session.catch(() => {
    session = null;
  });
  return session;
}
