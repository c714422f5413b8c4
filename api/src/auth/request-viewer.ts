import { GraphQLError } from 'graphql';
import type { Db } from '../db/open-database';
import type { Viewer } from '../core/viewer';
import { rolesOf } from '../users/user-rows';
import type { TokenVerifier } from './firebase-tokens';
import { logger } from '../observability/logger';

/** A token that cannot be trusted: the whole request is refused with 401, never served as a guest's. */
const badToken = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });

const SIGN_IN_AGAIN = 'Вход недействителен или устарел: войдите снова';

/** The ID token of an `Authorization` value: null for none; UNAUTHENTICATED for anything but `Bearer <token>`. */
function bearerToken(authorization: unknown): string | null {
  if (authorization === undefined || authorization === null || authorization === '') return null;
  const match = typeof authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(authorization.trim()) : null;
  if (!match?.[1]) throw badToken('Заголовок Authorization должен быть вида «Bearer <токен>»');
  return match[1];
}

/** Who a request comes from, and how to ask about them again later in the request. */
export interface RequestViewer {
  viewer: Viewer | null;
  /** The viewer with the role flags their user document holds now. */
  fresh: () => Promise<Viewer | null>;
  /** The token verified again with Firebase's revocation and disabled-account checks; UNAUTHENTICATED otherwise. */
  confirm: () => Promise<void>;
}

/** A guest: nobody to ask about again. */
export const GUEST: RequestViewer = { viewer: null, fresh: async () => null, confirm: async () => undefined };

/**
 * The viewer of a request from its `Authorization` value (header, or the graphql-ws connection
 * params): none -> a guest (null); `Bearer <Firebase ID token>` -> the token's user with the
 * role flags of their user document; anything else, or a token that fails verification
 * (expired, forged, unsigned, another project's) -> UNAUTHENTICATED.
 */
export async function viewerOf(authorization: unknown, verifier: TokenVerifier, db: Db): Promise<RequestViewer> {
  const idToken = bearerToken(authorization);
  if (idToken === null) return GUEST;
  let user;
  try {
    user = await verifier.verify(idToken);
  } catch {
    throw badToken(SIGN_IN_AGAIN);
  }
  const viewer: Viewer = { uid: user.uid, roles: await rolesOf(db, user.uid), token: user };
  return {
    viewer,
    fresh: async () => ({ ...viewer, roles: await rolesOf(db, viewer.uid) }),
    confirm: async () => {
      try {
        await verifier.verify(idToken, { checkRevoked: true });
      } catch (error) {
        // Firebase's verdict on the session (`auth/…`: revoked, disabled, expired) is final; any
        // other failure is Firebase out of reach, which refuses the action without blaming the user.
        const code = (error as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && code.startsWith('auth/')) throw badToken(SIGN_IN_AGAIN);
        logger.error({ err: error }, 'Firebase could not confirm a session');
        throw new GraphQLError('Не удалось проверить вход. Повторите попытку через минуту', {
          extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } },
        });
      }
    },
  };
}
