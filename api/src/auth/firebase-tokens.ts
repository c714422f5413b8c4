import type { Agent } from 'node:http';
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { TokenUser } from '../core/viewer';

export interface FirebaseAuthSettings {
  /** The Firebase project whose tokens are accepted (`aud`, `iss`). */
  projectId: string;
  /** How Google's signing keys are fetched (a proxy, tests); Node's default agent otherwise. */
  httpAgent?: Agent;
}

export interface TokenVerifier {
  /**
   * The token's user; throws for an expired, forged, unsigned or other project's token, and
   * with `checkRevoked` also for a revoked session or a disabled account (one more request to
   * Firebase, so only where it matters).
   */
  verify(idToken: string, options?: { checkRevoked?: boolean }): Promise<TokenUser>;
  close(): Promise<void>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Firebase ID tokens checked by firebase-admin: signature against Google's published keys,
 * project, issuer, expiry. While FIREBASE_AUTH_EMULATOR_HOST is set firebase-admin accepts the
 * Auth emulator's unsigned tokens instead (and only then).
 */
export function firebaseTokenVerifier({ projectId, httpAgent }: FirebaseAuthSettings): TokenVerifier {
  const app = initializeApp({ projectId, ...(httpAgent ? { httpAgent } : {}) }, `shop-api-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    async verify(idToken, { checkRevoked = false } = {}) {
      const token = await auth.verifyIdToken(idToken, checkRevoked);
      return {
        uid: token.uid,
        displayName: text(token.name),
        email: text(token.email)?.toLowerCase() ?? null,
        emailVerified: token.email_verified === true,
        phoneNumber: text(token.phone_number),
        expiresAt: new Date(token.exp * 1000),
      };
    },
    close: () => deleteApp(app),
  };
}
