import { parseFirebaseSettings, type FirebaseSettings } from '@shop/shared/auth-settings';
import { readRuntimeConfigDocument } from '@shop/shared/runtime-config';

/** The auth remote keeps quiet about a configuration it cannot read: the shell has said so already. */
const quietly = () => {};

let settings: Promise<FirebaseSettings> | null = null;

/**
 * The Firebase settings of the site this page came from: the page's own configuration, else
 * `/config.json` (written at deploy time), read by the shell's reader. When neither can be read
 * (a remote run alone) the local emulator's are used. Read once per page: the stored-session
 * check and the session itself ask for them.
 */
export function loadFirebaseSettings(): Promise<FirebaseSettings> {
  // The document, not the whole configuration: the remote parses only its own field.
  settings ??= readRuntimeConfigDocument({ report: quietly }).then(parseFirebaseSettings);
  return settings;
}
