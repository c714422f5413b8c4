import { GraphQLError } from 'graphql';
import type { Db } from '../db/open-database';
import type { Viewer } from '../graphql/context';
import { rolesOf } from '../users/user-rows';
import type { TokenVerifier } from './firebase-tokens';

/** A token that cannot be trusted: the whole request is refused with 401, never served as a guest's. */
const badToken = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });

/**
 * The viewer of a request from its `Authorization` value (header, or the graphql-ws connection
 * params): none -> a guest (null); `Bearer <Firebase ID token>` -> the token's user with the
 * role flags of their user document; anything else, or a token that fails verification
 * (expired, forged, unsigned, another project's) -> UNAUTHENTICATED.
 */
export async function viewerOf(authorization: unknown, verifier: TokenVerifier, db: Db): Promise<Viewer | null> {
  if (authorization === undefined || authorization === null || authorization === '') return null;
  const match = typeof authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(authorization.trim()) : null;
  if (!match?.[1]) throw badToken('Заголовок Authorization должен быть вида «Bearer <токен>»');
  let user;
  try {
    user = await verifier.verify(match[1]);
  } catch {
    throw badToken('Вход недействителен или устарел: войдите снова');
  }
  return { uid: user.uid, roles: await rolesOf(db, user.uid), token: user };
}
