import { EMULATOR_FIREBASE_SETTINGS, parseFirebaseSettings, type FirebaseSettings } from '@shop/shared/auth-settings';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@shop/shared/page-data';

/**
 * The Firebase settings of the page as its HTML carries them (the inline runtime
 * configuration), or null when the page has none that reads as JSON.
 */
function pageFirebaseSettings(): FirebaseSettings | null {
  const inline = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!inline) return null;
  try {
    return parseFirebaseSettings(JSON.parse(inline));
  } catch {
    return null;
  }
}

async function readFirebaseSettings(): Promise<FirebaseSettings> {
  const inline = pageFirebaseSettings();
  if (inline) return inline;
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    if (!response.ok) return EMULATOR_FIREBASE_SETTINGS;
    return parseFirebaseSettings(await response.json());
  } catch {
    return EMULATOR_FIREBASE_SETTINGS;
  }
}

let settings: Promise<FirebaseSettings> | null = null;

/**
 * The Firebase settings of the site this page came from: the page's own, else `/config.json`
 * (written at deploy time). When neither can be read (a remote run alone) the local emulator's
 * are used. Read once per page: the stored-session check and the session itself ask for them.
 */
export function loadFirebaseSettings(): Promise<FirebaseSettings> {
  settings ??= readFirebaseSettings();
  return settings;
}
