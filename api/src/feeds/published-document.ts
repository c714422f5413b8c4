import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Request, Response } from 'express';

/**
 * An XML document the API publishes (a sitemap, the feed), made once per catalogue version and kept gzipped: the
 * feed of 50 000 products is tens of megabytes of text and a tenth of that compressed.
 */
export interface PublishedDocument {
  gzipped: Buffer;
  /** Its length uncompressed. */
  bytes: number;
  /** The catalogue version it was made of and a digest: the same bytes, the same tag. */
  etag: string;
}

/**
 * Writes a document's text in parts, compressing it as it goes (zlib works beside the writer, on its thread pool, so
 * the next part is made meanwhile) and hashing what comes out.
 */
export class DocumentWriter {
  private readonly gzip = createGzip();
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<unknown>;
  private bytes = 0;

  constructor() {
    this.gzip.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = once(this.gzip, 'end');
  }

  write(text: string): void {
    const buffer = Buffer.from(text, 'utf8');
    this.bytes += buffer.length;
    this.gzip.write(buffer);
  }

  /**
   * The document, tagged with the catalogue version it was made of and a digest of its compressed bytes (the same
   * text compresses to the same bytes, and there are a tenth as many to hash). Weak: gzipped and plain, the same tag.
   */
  async finish(version: number): Promise<PublishedDocument> {
    this.gzip.end();
    await this.ended;
    const gzipped = Buffer.concat(this.chunks);
    const digest = createHash('sha256').update(gzipped).digest('base64url').slice(0, 16);
    return { gzipped, bytes: this.bytes, etag: `W/"${version}-${digest}"` };
  }
}

/** A whole text as a published document. */
export async function publishText(version: number, text: string): Promise<PublishedDocument> {
  const writer = new DocumentWriter();
  writer.write(text);
  return writer.finish(version);
}

/**
 * Whether If-None-Match names the tag (RFC 9110 13.1.2: weak comparison, `*` for any). The origin answers it whatever
 * Cache-Control the request carries (express's `fresh` would not, and fetch adds `no-cache` to a conditional request).
 */
function holdsDocument(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Answers a GET or HEAD with a document: XML, revalidated on every use (`no-cache`, its ETag; 304 when the client
 * holds it), gzipped for a client that takes it, else inflated on the way.
 */
export async function sendDocument(request: Request, response: Response, document: PublishedDocument): Promise<void> {
  response.set({
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'no-cache',
    ETag: document.etag,
    Vary: 'Accept-Encoding',
  });
  if (holdsDocument(request.headers['if-none-match'], document.etag)) {
    response.status(304).end();
    return;
  }
  // Only a client that names gzip gets it: without Accept-Encoding, plain text.
  const gzipped =
    Boolean(request.headers['accept-encoding']) && request.acceptsEncodings('gzip', 'identity') === 'gzip';
  if (gzipped) response.set('Content-Encoding', 'gzip');
  response.set('Content-Length', String(gzipped ? document.gzipped.length : document.bytes));
  if (request.method === 'HEAD') response.end();
  else if (gzipped) response.end(document.gzipped);
  // A client gone midway ends the stream; there is nobody left to tell.
  else await pipeline(Readable.from([document.gzipped]), createGunzip(), response).catch(() => response.destroy());
}
