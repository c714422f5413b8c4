import type { FirebaseSettings } from '@shop/shared/auth-settings';
import { readRuntimeConfig } from '@shop/shared/runtime-config';

/** The auth remote keeps quiet about a configuration it cannot read: the shell has said so already. */
const quietly = () => {};

let settings: Promise<FirebaseSettings> | null = null;

/**
 * The Firebase settings of the site this page came from: the page's own configuration, else
 * `/config.json` (written at deploy time), read as the shell reads it. When neither can be read
 * (a remote run alone) the local emulator's are used. Read once per page: the stored-session
 * check and the session itself ask for them.
 */
export function loadFirebaseSettings(): Promise<FirebaseSettings> {
  settings ??= readRuntimeConfig({ report: quietly }).then(({ firebase }) => firebase);
  return settings;
}
