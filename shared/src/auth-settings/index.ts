/**
 * The Firebase part of `/config.json`: written by whoever deploys the shell, read by the auth
 * remote. The defaults are the local Auth emulator's (project `demo-shop`), so `npm start`
 * signs in with no Firebase account; a real project sets all four fields.
 */
export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** The Auth emulator's address (`http://127.0.0.1:9099`); null for a real Firebase project. */
  emulatorUrl: string | null;
}

export const EMULATOR_FIREBASE_SETTINGS: FirebaseSettings = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-shop.firebaseapp.com',
  projectId: 'demo-shop',
  emulatorUrl: 'http://127.0.0.1:9099',
};

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const httpUrl = (value: unknown): value is string => {
  if (!text(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The settings in a config document's `firebase` field. A missing or broken field gives the
 * emulator's settings as a whole: half of a real project's settings would never sign anyone in.
 */
export function parseFirebaseSettings(json: unknown): FirebaseSettings {
  const raw = (typeof json === 'object' && json !== null ? (json as { firebase?: unknown }).firebase : null) as Record<
    string,
    unknown
  > | null;
  if (typeof raw !== 'object' || raw === null) return EMULATOR_FIREBASE_SETTINGS;
  const { apiKey, authDomain, projectId, emulatorUrl } = raw;
  if (!text(apiKey) || !text(authDomain) || !text(projectId)) return EMULATOR_FIREBASE_SETTINGS;
  if (emulatorUrl !== null && emulatorUrl !== undefined && !httpUrl(emulatorUrl)) return EMULATOR_FIREBASE_SETTINGS;
  return { apiKey, authDomain, projectId, emulatorUrl: httpUrl(emulatorUrl) ? emulatorUrl : null };
}
