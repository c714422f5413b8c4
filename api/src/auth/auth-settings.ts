import type { FirebaseAuthSettings } from './firebase-tokens';

/** The Auth emulator's project (firebase.json, `npm start`); a real project is set by FIREBASE_PROJECT_ID. */
export const EMULATOR_PROJECT_ID = 'demo-shop';

export interface AuthSettings extends FirebaseAuthSettings {
  /** E-mails (lower case) whose owners become administrators at sign-in: the first staff. */
  adminEmails: ReadonlySet<string>;
}

/** Comma- or space-separated e-mails, trimmed and lower-cased. */
export const parseEmailList = (value: string | undefined): ReadonlySet<string> =>
  new Set(
    (value ?? '')
      .split(/[\s,;]+/)
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

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

/** The values NODE_ENV may take; anything else is a typo that must not silently mean "development". */
const NODE_ENVS = new Set(['production', 'development', 'test']);

/**
 * Why this environment cannot run the API in production, each naming its variable; empty when
 * it can. Production trusts only tokens Google signed for the shop's own project: an unset or
 * `demo-` project would point firebase-admin at the emulator, and FIREBASE_AUTH_EMULATOR_HOST
 * makes it accept the emulator's unsigned tokens — anyone could sign any e-mail in.
 */
export function productionProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV;
  if (nodeEnv !== undefined && nodeEnv !== '' && !NODE_ENVS.has(nodeEnv)) {
    problems.push(`NODE_ENV=${nodeEnv} is none of production, development, test`);
  }
  if (nodeEnv !== 'production') return problems;
  const project = env.FIREBASE_PROJECT_ID?.trim();
  if (!project)
    problems.push(
      'FIREBASE_PROJECT_ID is not set: production accepts only ID tokens of the shop’s own Firebase project',
    );
  else if (project.startsWith('demo-'))
    problems.push(`FIREBASE_PROJECT_ID=${project} is an emulator-only (demo-) project`);
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST is set: firebase-admin would accept the Auth emulator’s unsigned tokens',
    );
  }
  return problems;
}
