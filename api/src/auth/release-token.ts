import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { GraphQLError } from 'graphql';
import { RELEASE_ACTOR_HEADER, RELEASE_TOKEN_HEADER } from '@shop/shared/releases';

const MAX_BY_LENGTH = 60;

/** Whether the sent secret is the expected one, in time that does not depend on where they differ. */
function sameSecret(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/** Whether the request carries the API's release token (the token is set, and the header is it). */
export function carriesReleaseToken(headers: IncomingHttpHeaders, expected: string | undefined): boolean {
  const sent = headers[RELEASE_TOKEN_HEADER];
  return expected !== undefined && typeof sent === 'string' && sameSecret(sent, expected);
}

/** The name the deploying machine gave, reduced to printable ASCII (no quotes, no control characters), ≤ 60 characters. */
function releaseByName(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  const name = text
    .replace(/[^A-Za-z0-9 ._@:+/-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_BY_LENGTH)
    .trim();
  return name || 'unnamed';
}

const refused = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });

/**
 * The deploying machine a request comes from: none without the `X-Release-Token` header; with it,
 * the token must be the API's (`RELEASE_TOKEN` set) and come alone, without an `Authorization`;
 * anything else is UNAUTHENTICATED (401) — never served as a guest's or a session's request.
 * `by` names it as the history does: `release token (<X-Release-By, sanitized>)`.
 */
export function releaseActorOf(headers: IncomingHttpHeaders, expected: string | undefined): { by: string } | null {
  if (headers[RELEASE_TOKEN_HEADER] === undefined) return null;
  if (!carriesReleaseToken(headers, expected)) throw refused('The release token is not accepted');
  if (headers.authorization) throw refused('Send either the release token or Authorization, not both');
  return { by: `release token (${releaseByName(headers[RELEASE_ACTOR_HEADER])})` };
}
