import type { RoleFlag } from '@shop/shared/access';
import type { ShopDatabase } from '../db/open-database';
import { users } from '../db/schema';

export interface EmulatorAccount {
  /** The Firebase uid the emulator gave this Google account (the same for the same e-mail). */
  uid: string;
  idToken: string;
}

/**
 * Signs a Google account in on the Auth emulator (no browser: the emulator's signInWithIdp with
 * a made-up Google ID token) and returns a real Firebase ID token for it.
 */
export async function emulatorSignIn(
  email: string,
  name = email.split('@')[0] ?? email,
  emailVerified = true,
): Promise<EmulatorAccount> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set: run the API tests with `npm run test:unit` (it starts the Auth emulator)',
    );
  const googleToken = JSON.stringify({ sub: `google-${email}`, email, email_verified: emailVerified, name });
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=test-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(googleToken)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  const body = (await response.json()) as { localId?: string; idToken?: string };
  if (!response.ok || !body.localId || !body.idToken)
    throw new Error(`emulator sign-in failed: ${JSON.stringify(body)}`);
  return { uid: body.localId, idToken: body.idToken };
}

/**
 * A signed-in staff member for a test: a real emulator token, and a user document holding
 * exactly these flags (written straight into the database, as an administrator would grant them).
 */
export async function staffSignIn(
  database: ShopDatabase,
  email: string,
  flags: Partial<Record<RoleFlag, boolean>>,
): Promise<EmulatorAccount> {
  const account = await emulatorSignIn(email);
  const roles = { isAdmin: false, isSeller: false, isPurchaser: false, isContent: false, isDriver: false, ...flags };
  await database.db
    .insert(users)
    .values({ uid: account.uid, email, displayName: email, ...roles })
    .onConflictDoUpdate({ target: users.uid, set: roles });
  return account;
}
