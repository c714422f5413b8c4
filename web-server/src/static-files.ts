import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';

/** Files a deploy replaces in place: always revalidated. Everything else is content-hashed. */
export const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
export const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;

/** The Cache-Control a built file is served with (README: Deploy; the same rules a CDN follows). */
export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (HASHED_FILE.test(name)) return 'public, max-age=31536000, immutable';
  if (ENTRY_FILES.has(name)) return 'no-cache';
  return 'public, max-age=3600';
}

const setCacheHeaders = (response: Response, file: string) =>
  response.setHeader('Cache-Control', cacheControlFor(file));

/**
 * A package's built files from `root`: long-lived content-hashed chunks, revalidated entries.
 * Source maps are built beside them (hidden-source-map) for the benchmarks and debugging, never
 * published: `*.map` answers 404. Whatever is not a file goes on to the next handler.
 */
export function staticFiles(root: string): RequestHandler[] {
  return [
    (request, response, next) => (request.path.endsWith('.map') ? response.sendStatus(404) : next()),
    express.static(root, { index: false, setHeaders: setCacheHeaders }),
  ];
}
