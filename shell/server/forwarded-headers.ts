import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import express from 'express';

/**
 * The X-Forwarded-* headers the shell's server sends the API. The API trusts the shell and counts
 * its rate limits by the address X-Forwarded-For names, so what a client claims there must not
 * pass: the shell sets the headers itself from its socket, keeping of a client's X-Forwarded-For
 * only the hops of the proxies it trusts (TRUST_PROXY, express's `trust proxy`) and the address
 * the nearest of them names. With no proxy trusted (the default) X-Forwarded-For is exactly the
 * socket's address.
 */

/** Express's compiled `trust proxy`: whether the hop `hop` away (0: the socket), at `address`, is a trusted proxy. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** No proxy in front: TRUST_PROXY unset. */
export const TRUST_NONE: TrustProxy = () => false;

const TRUST_PROXY_EXPECTED =
  'the proxies in front of the shell’s server: addresses, subnets, loopback, linklocal, uniquelocal (comma-separated) or a number of hops';

/**
 * TRUST_PROXY as express reads `trust proxy`; an error naming `variable` otherwise, `true` and
 * `false` included (true would let any client choose the address the API counts).
 */
export function trustProxyIn(variable: string, value: string): TrustProxy {
  const setting = /^\d{1,2}$/.test(value) ? Number(value) : value;
  try {
    if (typeof setting === 'string' && /^(true|false)$/i.test(setting)) throw new Error('not a proxy');
    return express().set('trust proxy', setting).get('trust proxy fn') as TrustProxy;
  } catch {
    throw new Error(`${variable} must name ${TRUST_PROXY_EXPECTED}, got ${JSON.stringify(value)}`);
  }
}

/** The addresses the request came through, nearest first: the socket's, then X-Forwarded-For's from the right. */
const addressesOf = (request: IncomingMessage): string[] => {
  const claimed = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
  return [request.socket.remoteAddress ?? '', ...claimed.reverse()];
};

/** X-Forwarded-For as the shell passes it on: the trusted hops and the first untrusted address, farthest first. */
function forwardedFor(request: IncomingMessage, trust: TrustProxy): string {
  const addresses = addressesOf(request);
  let kept = 1;
  while (kept < addresses.length && trust(addresses[kept - 1]!, kept - 1)) kept += 1;
  return addresses.slice(0, kept).reverse().join(', ');
}

/**
 * Every X-Forwarded-* header the API is sent: X-Forwarded-For as above; Proto, Host and Port as a
 * trusted proxy in front sent them, else as the shell's own socket and Host say.
 */
export function forwardedHeaders(request: IncomingMessage, trust: TrustProxy): Record<string, string> {
  const socket = request.socket as Partial<TLSSocket>;
  const own = {
    'x-forwarded-proto': socket.encrypted ? 'https' : 'http',
    'x-forwarded-host': request.headers.host ?? '',
    'x-forwarded-port': String(request.socket.localPort ?? ''),
  };
  const fromProxy = trust(request.socket.remoteAddress ?? '', 0);
  const headers: Record<string, string> = { 'x-forwarded-for': forwardedFor(request, trust) };
  for (const [name, value] of Object.entries(own)) {
    const sent = request.headers[name];
    headers[name] = fromProxy && typeof sent === 'string' && sent !== '' ? sent : value;
  }
  return headers;
}
