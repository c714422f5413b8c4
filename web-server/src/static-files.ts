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

/** What a production build writes compressed copies of (scripts/webpack-factory.ts), and the servers send. */
export const PRECOMPRESSED_FILE = /\.(?:js|css|json)$/;

/** The copies a build writes beside such a file, in the order they are preferred. */
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

type Copy = (typeof COPIES)[number];

/** A file to send, or why there is none (publishedFile). */
export type PublishedFile = { file: string } | { refused: 'unpublished' | 'malformed' };

/** A source map, or a compressed copy of one. */
const SOURCE_MAP = /\.map(?:\.(?:br|gz))?$/i;

/**
 * What a request's path names in a folder of built files, decided here for every server (the
 * shell's, the remotes', their releases') on the path decoded once, as express.static decodes it:
 * `{ file }` inside the folder; `unpublished` — a source map (the shop's sources), a dot-file or
 * anything in a dot-folder (`.build-stamp`, `.env`, `.git/`), a NUL or backslash, a step out of
 * the folder — is a 404 whatever else the server has at that address; `malformed` (an escape
 * that does not decode) names no file, and is answered as any address the server does not know.
 */
export function publishedFile(folder: string, pathname: string): PublishedFile {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { refused: 'malformed' };
  }
  const file = path.join(folder, decoded);
  const unpublished =
    /[\0\\]/.test(decoded) ||
    SOURCE_MAP.test(decoded) ||
    decoded.split('/').some((segment) => segment.startsWith('.')) ||
    !file.startsWith(folder + path.sep);
  return unpublished ? { refused: 'unpublished' } : { file };
}

/**
 * The copies of `file` that are still the file's: a copy older than its file (the file replaced
 * in place without it) is left out.
 */
async function copiesOf(file: string): Promise<Copy[]> {
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
 * once at its best (scripts/webpack-factory.ts) where a server compressing each response must settle for
 * less; what has no copy is left to ./compression.ts. Brotli is preferred whenever the browser
 * takes it, as servers that send such copies do. Written here rather than with
 * express-static-gzip: that library lists the copies once, when it starts (a file whose copy a
 * redeploy removed then answers 404), and answers a malformed address with 400 and the
 * decoder's message. Copies are looked for on every request (a stat of the file and of each
 * copy), so a redeploy in place is seen at once. What is not to be published (publishedFile) is a 404 here.
 */
export function builtFiles(root: string, setHeaders: (response: ServerResponse, file: string) => void): RequestHandler {
  const folder = path.resolve(root);
  const files = express.static(folder, { index: false, setHeaders });
  return (request, response, next) => {
    const { method, path: pathname } = request;
    const asked = publishedFile(folder, pathname);
    if ('refused' in asked) return asked.refused === 'unpublished' ? response.sendStatus(404) : next();
    if ((method !== 'GET' && method !== 'HEAD') || !PRECOMPRESSED_FILE.test(pathname))
      return files(request, response, next);
    copiesOf(asked.file)
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
 * published: they, dot-files and dot-folders answer 404 (publishedFile), however the path spells
 * them. Whatever else is not a file goes on to the next handler.
 */
export function staticFiles(root: string): RequestHandler[] {
  return [builtFiles(root, setCacheHeaders)];
}
