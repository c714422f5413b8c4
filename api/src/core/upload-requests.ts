import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';
import type { Viewer } from './viewer';

/**
 * What the API's upload routes (photos, price lists) share: who sends the body, known before a byte of it is
 * kept, and a refusal that still lets a client that is sending read it.
 */

/** The viewer of a request's `Authorization` value (null for a guest); throws a Russian error with its HTTP status. */
export type ViewerOf = (authorization: unknown) => Promise<Viewer | null>;

/**
 * A body the upload does not keep is still read, up to this many bytes, and thrown away: a client still sending
 * reads the refusal only so (a connection closed under a sender is a network error to it, not an answer). A body
 * longer than this is cut off: the refusal goes out with `Connection: close`.
 */
const DRAINED_BYTES = 256 * 1024 * 1024;

/** Reads and drops the rest of a request's body, cutting the connection once DRAINED_BYTES have come in all. */
export function drainBody(request: IncomingMessage, from = 0) {
  let length = from;
  request.on('data', (chunk: Buffer) => {
    length += chunk.length;
    if (length > DRAINED_BYTES) request.socket.destroy();
  });
  request.resume();
}

/** Whether a body (by its declared length; an undeclared one may be anything) is short enough to drain. */
const drainable = (request: IncomingMessage) => Number(request.headers['content-length'] ?? Infinity) <= DRAINED_BYTES;

/** A refusal in Russian (`{ error }`), the body it came with drained or its connection closed. */
export function refuseUpload(request: IncomingMessage, response: Response, status: number, error: string) {
  if (!request.readableEnded) {
    if (drainable(request)) drainBody(request);
    else response.set('Connection', 'close');
  }
  return response.status(status).json({ error });
}

/** Who sends the request, or the refusal (401 and its reason) for a bad token; null for a guest. */
export async function uploaderOf(
  viewerOf: ViewerOf,
  request: IncomingMessage,
): Promise<{ viewer: Viewer | null } | { status: number; error: string }> {
  try {
    return { viewer: await viewerOf(request.headers.authorization) };
  } catch (error) {
    const { message, extensions } = error as { message?: string; extensions?: { http?: { status?: number } } };
    const status = extensions?.http?.status;
    if (typeof status !== 'number' || status < 400 || status >= 500) throw error;
    return { status, error: message ?? 'Войдите снова' };
  }
}
