import { EMULATOR_FIREBASE_SETTINGS, parseFirebaseSettings, type FirebaseSettings } from '@shop/shared/auth-settings';

/**
 * The Firebase settings of the site this page came from (`/config.json`, written at deploy
 * time). When it cannot be read (a remote run alone) the local emulator's are used.
 */
export async function loadFirebaseSettings(): Promise<FirebaseSettings> {
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    if (!response.ok) return EMULATOR_FIREBASE_SETTINGS;
    return parseFirebaseSettings(await response.json());
  } catch {
    return EMULATOR_FIREBASE_SETTINGS;
  }
}
