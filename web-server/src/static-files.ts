import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/** Files a deploy replaces in place: always revalidated. Everything else is content-hashed. */
export const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
export const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;

/** A file's name as it is asked for: `main.1a2b3c4d.js.br` is sent for `main.1a2b3c4d.js`. */
const askedName = (file: string) => path.basename(file).replace(/\.(?:br|gz)$/, '');

/** The Cache-Control a built file is served with (README: Deploy; the same rules a CDN follows). */
export function cacheControlFor(file: string): string {
  const name = askedName(file);
  if (HASHED_FILE.test(name)) return 'public, max-age=31536000, immutable';
  if (ENTRY_FILES.has(name)) return 'no-cache';
  return 'public, max-age=3600';
}

const setCacheHeaders = (response: ServerResponse, file: string) =>
  response.setHeader('Cache-Control', cacheControlFor(file));

/** What a production build writes compressed copies of (webpack.base.ts), and the servers send. */
export const PRECOMPRESSED_FILE = /\.(?:js|css|json)$/;

/** The copies a build writes beside such a file, in the order they are preferred. */
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

type Copy = (typeof COPIES)[number];

/**
 * The copies of the file at `pathname` under `root` that are still the file's: a copy older
 * than its file (the file replaced in place without it) is left out.
 */
async function copiesOf(root: string, pathname: string): Promise<Copy[]> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return []; // express.static answers the malformed address as it does any.
  }
  const file = path.join(root, decoded);
  if (decoded.includes('\0') || !file.startsWith(root + path.sep)) return [];
  const missing = () => null;
  const [original, ...copies] = await Promise.all([
    stat(file).catch(missing),
    ...COPIES.map(({ suffix }) => stat(file + suffix).catch(missing)),
  ]);
  if (!original?.isFile()) return [];
  return COPIES.filter((_copy, index) => {
    const copy = copies[index];
    return copy?.isFile() && copy.mtimeMs >= original.mtimeMs;
  });
}

/**
 * The built files in `root`, each sent as the build compressed it — `<file>.br`, else
 * `<file>.gz` — to a browser that takes that encoding, else as it is; the copy with the file's
 * own type and, through `setHeaders` (given the copy's path), its caching. The build compresses
 * once at its best (webpack.base.ts) where a server compressing each response must settle for
 * less; what has no copy is left to ./compression.ts. Brotli is preferred whenever the browser
 * takes it, as servers that send such copies do. Written here rather than with
 * express-static-gzip: that library lists the copies once, when it starts (a file whose copy a
 * redeploy removed then answers 404), and answers a malformed address with 400 and the
 * decoder's message. Copies are looked for on every request (a stat of the file and of each
 * copy), so a redeploy in place is seen at once.
 */
export function builtFiles(root: string, setHeaders: (response: ServerResponse, file: string) => void): RequestHandler {
  const folder = path.resolve(root);
  const files = express.static(folder, { index: false, setHeaders });
  return (request, response, next) => {
    const { method, path: pathname } = request;
    if ((method !== 'GET' && method !== 'HEAD') || !PRECOMPRESSED_FILE.test(pathname))
      return files(request, response, next);
    copiesOf(folder, pathname)
      .then((copies) => {
        // A cache in between keeps each encoding apart, whichever this browser gets.
        if (copies.length > 0) response.vary('Accept-Encoding');
        const copy = copies.find(({ encoding }) => request.acceptsEncodings(encoding) === encoding);
        if (!copy) return files(request, response, next);
        const original = request.url;
        const query = original.indexOf('?');
        response.type(path.extname(pathname));
        response.setHeader('Content-Encoding', copy.encoding);
        request.url = pathname + copy.suffix + (query >= 0 ? original.slice(query) : '');
        return files(request, response, (error?: unknown) => {
          request.url = original;
          response.removeHeader('Content-Encoding');
          next(error);
        });
      })
      .catch(next);
  };
}

/**
 * A package's built files from `root`: long-lived content-hashed chunks, revalidated entries.
 * Source maps are built beside them (hidden-source-map) for the benchmarks and debugging, never
 * published: `*.map` answers 404. Whatever is not a file goes on to the next handler.
 */
export function staticFiles(root: string): RequestHandler[] {
  return [
    (request, response, next) => (request.path.endsWith('.map') ? response.sendStatus(404) : next()),
    builtFiles(root, setCacheHeaders),
  ];
}
