import type { FirebaseAuthSettings } from './firebase-tokens';

/** The Auth emulator's project (firebase.json, `npm start`); a real project is set by FIREBASE_PROJECT_ID. */
export const EMULATOR_PROJECT_ID = 'demo-shop';

export interface AuthSettings extends FirebaseAuthSettings {
  /** E-mails (lower case) whose owners become administrators at sign-in: the first staff. */
  adminEmails: ReadonlySet<string>;
}

/** Comma- or space-separated e-mails, trimmed and lower-cased. */
export const parseEmailList = (value: string | undefined): ReadonlySet<string> =>
  new Set((value ?? '').split(/[\s,;]+/).map((email) => email.trim().toLowerCase()).filter(Boolean));

/** FIREBASE_PROJECT_ID (else the emulator's `demo-shop`) and SHOP_ADMIN_EMAILS. */
export function authSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): AuthSettings {
  return {
    projectId: env.FIREBASE_PROJECT_ID || EMULATOR_PROJECT_ID,
    adminEmails: parseEmailList(env.SHOP_ADMIN_EMAILS),
  };
}

/** Where the local Auth emulator listens (firebase.json). */
export const LOCAL_AUTH_EMULATOR_HOST = '127.0.0.1:9099';

/**
 * A `demo-` project exists only in the emulators (Firebase's convention): its tokens can only
 * come from the local Auth emulator, so the API is pointed there unless told otherwise.
 */
export function useLocalEmulatorForDemoProject(env: NodeJS.ProcessEnv = process.env): void {
  if (authSettingsFromEnv(env).projectId.startsWith('demo-') && !env.FIREBASE_AUTH_EMULATOR_HOST) {
    env.FIREBASE_AUTH_EMULATOR_HOST = LOCAL_AUTH_EMULATOR_HOST;
  }
}
