import { SITEMAP_INDEX_PATH, SITEMAPS_PREFIX, YML_FEED_PATH } from '@shop/shared/catalog-url';
import { Router, type Request, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { ShopDatabase } from '../db/open-database';
import { sendDocument, type PublishedDocument } from './published-document';
import { makeSitemaps, type SitemapLimits } from './sitemaps';
import { VersionMemo } from './version-memo';
import { makeYmlFeed } from './yml-feed';

export interface FeedsOptions {
  database: ShopDatabase;
  /** The catalogue version each request reads, as catalogue answers do. */
  catalog: CatalogCache;
  /** The shop's origin (PUBLIC_URL): every address in the files is on it. */
  publicOrigin: string;
  /** The company that runs the shop (SHOP_LEGAL_NAME): the feed's `company`. */
  company: string;
  /** What one sitemap file may hold; the sitemaps.org limits by default. */
  sitemapLimits?: SitemapLimits | undefined;
  now?: (() => Date) | undefined;
  /** How long a made document still answers after the catalogue changed (FEEDS_FRESH_FOR_MS by default). */
  freshForMs?: number | undefined;
  logger: Logger;
  /** Told of each making of a feed, with how long it took. */
  onMade?: (feed: 'sitemaps' | 'yml', seconds: number) => void;
}

/**
 * What the shop publishes for search engines and marketplaces (api/README.md): the sitemap index at /sitemap.xml,
 * its files under /sitemaps/ and the Yandex Market feed at /yml.xml, each made of the catalogue once per version and
 * kept (VersionMemo): a request reads the version, as catalogue answers do, and is answered from what was made of it.
 */
/**
 * How long the sitemaps and the feed made of one catalogue version still answer once it has changed: a minute. They
 * are read by crawlers and by Yandex Market a few times a day; made anew for every stock move, they would cost the
 * database a second or more per request on a busy shop, and the sitemap files read one after the other could come
 * from different versions.
 */
export const FEEDS_FRESH_FOR_MS = 60_000;

export function searchFeeds({
  database,
  catalog,
  publicOrigin,
  company,
  sitemapLimits,
  now,
  freshForMs = FEEDS_FRESH_FOR_MS,
  logger,
  onMade,
}: FeedsOptions) {
  const timed = <T extends { version: number }>(
    feed: 'sitemaps' | 'yml',
    make: () => Promise<T>,
    bytes: (made: T) => number,
  ) =>
    new VersionMemo(
      async () => {
        const started = performance.now();
        const made = await make();
        const seconds = (performance.now() - started) / 1000;
        onMade?.(feed, seconds);
        logger.info({ feed, version: made.version, ms: Math.round(seconds * 1000), bytes: bytes(made) }, 'feed made');
        return made;
      },
      { freshForMs, ...(now ? { now } : {}) },
    );
  const sitemaps = timed(
    'sitemaps',
    () => makeSitemaps(database.db, publicOrigin, sitemapLimits),
    (made) => [...made.files.values()].reduce((sum, file) => sum + file.bytes, made.index.bytes),
  );
  const yml = timed(
    'yml',
    () => makeYmlFeed(database.db, { origin: publicOrigin, company }, now),
    (made) => made.document.bytes,
  );
  const router = Router();
  const serve =
    (find: (version: number, request: Request) => Promise<PublishedDocument | undefined>): RequestHandler =>
    async (request, response, next) => {
      const document = await find(await catalog.version(), request);
      if (document) await sendDocument(request, response, document);
      else next();
    };
  router.get(
    SITEMAP_INDEX_PATH,
    serve(async (version) => (await sitemaps.at(version)).index),
  );
  // An unknown file name goes on to the API's plain 404.
  router.get(
    `${SITEMAPS_PREFIX}:file`,
    serve(async (version, request) => (await sitemaps.at(version)).files.get(String(request.params.file))),
  );
  router.get(
    YML_FEED_PATH,
    serve(async (version) => (await yml.at(version)).document),
  );
  return {
    router,
    /** How many times each was made (once per catalogue version asked for). */
    makings: () => ({ sitemaps: sitemaps.makings, yml: yml.makings }),
  };
}
