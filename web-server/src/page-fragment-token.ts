import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { optionalVariable, type NodeEnv } from './config';

/**
 * The secret the shell's server and the catalogue's share (README: Security): the shell sends it
 * with every page-fragment request, the catalogue renders nothing for a request without it. Its
 * page fragments are server to server: anyone else who could post to them would make the
 * catalogue render whatever data they sent.
 */

/** The header the shell's server sends the token in. */
export const PAGE_FRAGMENT_TOKEN_HEADER = 'x-page-fragment-token';

/** The shortest token either server accepts: 32 hex characters are 128 bits (`openssl rand -hex 32` makes 64). */
const MIN_PAGE_FRAGMENT_TOKEN_LENGTH = 32;

const TOKEN_PATTERN = new RegExp(`^[\\x21-\\x7e]{${MIN_PAGE_FRAGMENT_TOKEN_LENGTH},}$`);

const TOKEN_EXPECTED = `PAGE_FRAGMENT_TOKEN must be at least ${MIN_PAGE_FRAGMENT_TOKEN_LENGTH} printable characters without spaces`;

const PAGE_FRAGMENT_TOKEN_REQUIRED = `PAGE_FRAGMENT_TOKEN must be set when NODE_ENV is production: the secret the shell’s and the catalogue’s servers share, at least ${MIN_PAGE_FRAGMENT_TOKEN_LENGTH} printable characters (openssl rand -hex 32)`;

/** What a unit that renders or asks for page fragments is told of the token. */
export interface PageFragmentTokenSettings {
  /** PAGE_FRAGMENT_TOKEN; unset (outside production only): the shell asks for no fragment, the catalogue renders none. */
  pageFragmentToken?: string;
}

/**
 * PAGE_FRAGMENT_TOKEN of a unit's environment, to intersect with the unit's own schema: checked
 * whenever it is set (its value is never repeated in a message: that goes to logs), required in
 * production.
 */
export const pageFragmentTokenEnv = () =>
  z
    .object({
      // Read, not checked: the unit's own schema names a malformed NODE_ENV.
      NODE_ENV: z.unknown().optional(),
      PAGE_FRAGMENT_TOKEN: optionalVariable(
        'PAGE_FRAGMENT_TOKEN',
        (value): string | undefined => {
          if (!TOKEN_PATTERN.test(value)) throw new Error(`${TOKEN_EXPECTED} (the one given has ${value.length})`);
          return value;
        },
        undefined,
      ),
    })
    .transform(({ NODE_ENV, PAGE_FRAGMENT_TOKEN }, context): PageFragmentTokenSettings => {
      if (PAGE_FRAGMENT_TOKEN !== undefined) return { pageFragmentToken: PAGE_FRAGMENT_TOKEN };
      if ((NODE_ENV as NodeEnv | undefined) === 'production') {
        context.addIssue({ code: 'custom', path: ['PAGE_FRAGMENT_TOKEN'], message: PAGE_FRAGMENT_TOKEN_REQUIRED });
        return z.NEVER;
      }
      return {};
    });

/** Whether `sent` is `expected`, in time that depends neither on where they differ nor on their lengths. */
function sameSecret(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * Lets through only a request that carries the token (nobody's, when none is configured), before
 * anything reads its body: a refused request costs a hash, never a parse or a render. 403, not
 * 404: the route is no secret, and the logs of both servers tell a wrong token from a page or a
 * release that does not exist.
 */
export function requirePageFragmentToken(expected: string | undefined): RequestHandler {
  return (request, response, next) => {
    const sent = request.headers[PAGE_FRAGMENT_TOKEN_HEADER];
    if (expected !== undefined && typeof sent === 'string' && sameSecret(sent, expected)) return next();
    return response.status(403).type('text/plain; charset=utf-8').send('Доступ запрещён');
  };
}
