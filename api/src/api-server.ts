import { createServer, type Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import helmet from 'helmet';
import { authSettingsFromEnv, type AuthSettings } from './auth/auth-settings';
import { firebaseTokenVerifier, type TokenVerifier } from './auth/firebase-tokens';
import { carriesReleaseToken, releaseActorOf } from './auth/release-token';
import { GUEST, viewerOf, type RequestViewer } from './auth/request-viewer';
import { CatalogCache } from './catalog/catalog-cache';
import {
  DEFAULT_MEDIA_DIR,
  mailSettingsFromEnv,
  releaseTokenFromEnv,
  requisitesFromEnv,
  trustProxyFromEnv,
} from './config';
import { cardPaymentHostsOf } from './core/card-payment-hosts';
import type { ShopRequisites } from '@shop/shared/invoice-sheet';
import { pendingMigrations } from './db/migrate';
import type { ShopDatabase } from './db/open-database';
import { createContext, type ShopContext } from './graphql/context';
import { formatError } from './graphql/format-error';
import { documentCache } from './graphql/document-cache';
import { costProblem, guardRules, knownCosts, OPERATION_LIMITS } from './graphql/operation-guards';
import { OperationsInFlight } from './graphql/operations-in-flight';
import { createRateLimits, rateLimitsFromEnv, type RateLimits } from './auth/rate-limits';
import { RELEASE_BODY_BYTES, releaseTokenProblem } from './graphql/releases-resolvers';
import { createSchema } from './graphql/schema';
import { serveSubscriptions } from './graphql/socket-transport';
import { mediaRouter } from './media/media-router';
import { directoryStore, type MediaStore } from './media/media-store';
import { PhotoWorker, type PhotoWorkerOptions } from './media/photo-worker';
import { photosRouter } from './media/photos-router';
import { priceListsRouter } from './price-lists/price-lists-router';
import { PRICE_LISTS_PATH } from '@shop/shared/product-form';
import { searchFeeds } from './feeds/feeds-router';
import type { SitemapLimits } from './feeds/sitemaps';
import { BEACONS_PREFIX } from '@shop/shared/beacons';
import { shopToday } from '@shop/shared/shop-days';
import { beaconRouter } from './releases/load-beacons';
import { recordLoadFailure } from './releases/load-failures';
import { ConnectionDrain } from '@shop/web-server/connection-drain';
import { requestLogger } from '@shop/web-server/logging';
import { publicOrigin as publicOriginFromEnv } from '@shop/web-server/urls';
import { logger } from './observability/logger';
import { lruSize } from '@shop/web-server/cache-sizes';
import { createMetrics } from './observability/metrics';
import { BuyerOrderEvents } from './orders/order-events';
import { orderLineOutlook } from './orders/waiting-lines';
import type { MailSettings } from './mail/mail-settings';
import { MailWorker, type MailWorkerOptions } from './mail/mail-worker';

export interface ApiServerOptions {
  database: ShopDatabase;
  /** Introspection is off in production (NODE_ENV=production). */
  production?: boolean;
  /** The Firebase project and the administrators' e-mails; from the environment by default. */
  auth?: AuthSettings;
  /** How ID tokens are verified; firebase-admin for `auth`'s project by default. */
  verifier?: TokenVerifier;
  /** The clock documents are dated by (e.g. a return's period); the wall clock by default, another in tests. */
  now?: () => Date;
  /** New orders and sign-ups a client may make per hour; from ORDERS_PER_HOUR / SIGN_UPS_PER_HOUR by default. */
  rateLimits?: RateLimits;
  /**
   * Which proxies' X-Forwarded-For names the client (express's `trust proxy`): the address a
   * rate limit counts. TRUST_PROXY by default, else `loopback` (the shell's server on the same
   * machine proxies /graphql).
   */
  trustProxy?: string | number;
  /** How long `stop` lets requests in flight finish before it cuts their connections (default 10 s). */
  shutdownTimeoutMs?: number;
  /**
   * How long, once `stop` begins, a connection with no request in flight may still bring one
   * (@shop/web-server/connection-drain: 1 s by default; tests that stop hundreds of servers say less).
   */
  idleGraceMs?: number;
  /** The process's own metrics (memory, CPU, event loop) on /metrics too: the API's process, not a test's. */
  processMetrics?: boolean;
  /**
   * The deploying machine's secret (`X-Release-Token`), which opens the release operations only;
   * RELEASE_TOKEN by default; none: every request carrying the header is refused.
   */
  releaseToken?: string | undefined;
  /**
   * The shop's origin as visitors reach it (PUBLIC_URL; its default outside production): the sitemaps and the feed
   * name every address on it, never on a request's Host.
   */
  publicOrigin?: string;
  /** What one sitemap file may hold; the sitemaps.org limits (50 000 URLs, 50 MB) unless a test lowers them. */
  sitemapLimits?: SitemapLimits;
  /** How long the sitemaps and the feed outlive a catalogue change (FEEDS_FRESH_FOR_MS unless a test says). */
  feedsFreshForMs?: number;
  /**
   * How mail goes (the MAIL_… and SMTP_URL variables by default): with a relay, the instance runs a
   * worker of the outbox; without one, messages are queued and kept.
   */
  mail?: MailSettings;
  /** The mail worker's timings (tests shorten them). */
  mailWorker?: Omit<MailWorkerOptions, 'origin' | 'requisites'>;
  /** The shop's requisites: its invoices' supplier, its messages' footer (the SHOP_… variables by default). */
  requisites?: ShopRequisites;
  /** Where the card payment links staff send may lead (CARD_PAYMENT_HOSTS by default). */
  cardPaymentHosts?: readonly string[];
  /** Where the photos' files are kept: MEDIA_DIR's directory or MEDIA_S3_BUCKET (server.ts); api/.data/media by default. */
  mediaStore?: MediaStore;
  /** The photo worker's timings (tests shorten them). */
  photoWorker?: PhotoWorkerOptions;
}

const HEALTH_TIMEOUT_MS = 2_000;

/** `work`, or a rejection once `ms` have passed. */
async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A body express.json cannot read (not JSON, over the limit): a GraphQL-shaped error, never
 * express's default HTML page, which shows the stack outside production.
 */
const bodyErrors: ErrorRequestHandler = (error: { status?: unknown; type?: unknown }, _request, response, next) => {
  if (response.headersSent || typeof error?.status !== 'number' || error.status < 400 || error.status >= 500)
    return next(error);
  const message =
    error.type === 'entity.too.large' ? 'Слишком большой запрос' : 'Тело запроса должно быть JSON-объектом';
  response.status(error.status).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
};

/**
 * A query text over `OPERATION_LIMITS.queryBytes` is refused before Apollo parses (and would
 * cache) it: the body limit leaves room for variables, not for a query a hundred times the shop's.
 */
const queryTooLong: RequestHandler = (request, response, next) => {
  const query = (request.body as { query?: unknown } | undefined)?.query;
  if (typeof query !== 'string' || Buffer.byteLength(query) <= OPERATION_LIMITS.queryBytes) return next();
  response.status(413).json({
    errors: [
      {
        message: `Слишком длинный текст запроса: не больше ${OPERATION_LIMITS.queryBytes} байт`,
        extensions: { code: 'BAD_REQUEST' },
      },
    ],
  });
};

/**
 * Anything else that fails outside GraphQL (a malformed `%` escape in a path, say): a plain
 * Russian line in every mode, never express's HTML page, which shows the stack and file paths
 * outside production. A client's mistake is its 4xx; anything else a logged 500.
 */
const plainErrors: ErrorRequestHandler = (error: { status?: unknown }, request, response, next) => {
  if (response.headersSent) return next(error);
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) request.log.error({ err: error }, `${request.method} ${request.path} failed`);
  response
    .status(status)
    .type('text/plain; charset=utf-8')
    .send(status === 500 ? 'Внутренняя ошибка сервера' : 'Неверный адрес или запрос');
};

/**
 * The API: POST /graphql (and graphql-ws subscriptions on the same path), pictures under
 * /media, the sitemaps and the Yandex Market feed (/sitemap.xml, /sitemaps/…, /yml.xml), the
 * browsers' reports under /beacons, and for operators GET /healthz (alive), /readyz (ready for
 * traffic) and /metrics (README: "Deploying the shop"). Every request has an
 * id (X-Request-Id: the shell's server's, else a new one) on its log line and its response.
 * `listen` starts it; `stop` drains it (in-flight requests finish, sockets close with 1001
 * "Going away", operations whose client has gone finish, up to `shutdownTimeoutMs`) and closes what it opened,
 * not the database.
 */
export async function createApiServer({
  database,
  production = process.env.NODE_ENV === 'production',
  auth = authSettingsFromEnv(),
  verifier = firebaseTokenVerifier(auth),
  now,
  rateLimits = rateLimitsFromEnv(),
  trustProxy = trustProxyFromEnv(),
  shutdownTimeoutMs = 10_000,
  idleGraceMs,
  processMetrics = false,
  releaseToken = releaseTokenFromEnv(),
  publicOrigin = publicOriginFromEnv(),
  sitemapLimits,
  feedsFreshForMs,
  mail = mailSettingsFromEnv(),
  mailWorker: mailTimings,
  requisites = requisitesFromEnv(),
  cardPaymentHosts = cardPaymentHostsOf(process.env.CARD_PAYMENT_HOSTS),
  mediaStore = directoryStore(DEFAULT_MEDIA_DIR),
  photoWorker: photoTimings,
}: ApiServerOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  app.use(
    requestLogger(logger, {
      quietPaths: ['/metrics'],
      props: (request) => {
        const operation = (request as { body?: { operationName?: unknown } }).body?.operationName;
        return typeof operation === 'string' && /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(operation) ? { operation } : {};
      },
    }),
  );
  // The API serves JSON, XML and SVG pictures, never a page: nothing of it may run or be framed.
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-site' },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: false,
    }),
  );
  const httpServer: Server = createServer(app);
  const connections = new ConnectionDrain(httpServer);
  const schema = createSchema();
  const metrics = createMetrics({ processMetrics });
  const catalog = new CatalogCache(database, undefined, (hit) => metrics.catalogLookup(hit), logger);
  const orderEvents = new BuyerOrderEvents(database);
  const admit = createRateLimits(rateLimits);
  // The viewer comes from the Firebase ID token: the Authorization header of a request, the
  // `authorization` connection param of a subscription's socket.
  const viewerFor = (authorization: unknown) => viewerOf(authorization, verifier, database.db);
  const contextWith = (
    { viewer, fresh, confirm }: RequestViewer,
    client: string,
    release: ShopContext['release'] = null,
  ): ShopContext =>
    createContext({
      database,
      catalog,
      orderEvents,
      auth,
      viewer,
      now,
      client,
      admit,
      freshViewer: fresh,
      confirmSession: confirm,
      release,
      orderNotify: mail.notify,
      requisites,
      cardPaymentHosts,
    });
  const rules = guardRules();
  const sockets = serveSubscriptions({ httpServer, schema, rules, viewerOf: viewerFor, contextFor: contextWith });
  const documents = documentCache();
  const media = mediaRouter();
  metrics.observe({
    pool: () => database.poolStats(),
    caches: () => ({
      documents: lruSize(documents.documents),
      operation_costs: lruSize(knownCosts),
      ...catalog.caches(),
      media_png: media.pngCacheSize(),
    }),
    sockets: sockets.count,
    catalogIndex: () => catalog.engine.stats(),
    catalogEngine: () => catalog.engine.totals(),
  });
  const operations = new OperationsInFlight();
  const apollo = new ApolloServer<ShopContext>({
    schema,
    introspection: !production,
    csrfPrevention: true,
    // The parser stops at the token limit (armor's own token plugin turned a syntax error into a 500).
    parseOptions: { maxTokens: OPERATION_LIMITS.maxTokens },
    // Parsed documents bounded by the heap they hold (Apollo's default store undercounts them).
    documentStore: documents.store,
    // The shop's clients send their queries' text; a stranger's registered hashes would be a second store to fill.
    persistedQueries: false,
    includeStacktraceInErrorResponses: false,
    formatError,
    validationRules: rules,
    plugins: [
      {
        // The cost limit needs the operation's variables, which validation rules do not see.
        requestDidStart: async () => ({
          didResolveOperation: async ({ document, operation, operationName, request, contextValue }) => {
            // The release token opens its operations only, the storefront's public ones included.
            if (contextValue.release) {
              const refused = releaseTokenProblem(document, operation);
              if (refused) throw refused;
            }
            const tooCostly = costProblem(schema, document, operationName, request.variables);
            if (tooCostly) throw tooCostly;
          },
        }),
      },
      {
        // Rate, latency and errors per operation (/metrics).
        requestDidStart: async () => {
          const started = process.hrtime.bigint();
          return {
            willSendResponse: async ({ request, response }) => {
              const errors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
              const codes = errors.map((error) => String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
              metrics.operation(request.operationName, Number(process.hrtime.bigint() - started) / 1e9, codes);
            },
          };
        },
      },
      operations.plugin,
      ApolloServerPluginLandingPageDisabled(),
      // The shop sets no cache hints; the plugin would only cost time on every field.
      ApolloServerPluginCacheControlDisabled(),
      {
        serverWillStart: async () => ({
          // Subscribers are told at once ("Going away"); their clients reconnect to another instance.
          // Connections close only between requests: one that arrives on an open connection is served.
          drainServer: async () => {
            await Promise.all([sockets.dispose(), connections.drain(shutdownTimeoutMs, logger, idleGraceMs)]);
          },
        }),
      },
    ],
    allowBatchedHttpRequests: false,
    // The process's signals are server.ts's: Apollo's own handler would stop only Apollo and
    // then kill the process with the signal again, before the database is closed.
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  // Alive: the process answers. Whether it should get traffic is /readyz's question.
  app.get('/healthz', (_request, response) => {
    response.json({ status: 'ok' });
  });
  // What is true once stays true (migrations applied, the catalogue loaded); the database is asked every time.
  const ready = { stopping: false, migrations: false, catalogue: false };
  const readyProblems = async (): Promise<string[]> => {
    if (ready.stopping) return ['stopping'];
    try {
      await within(database.query('SELECT 1'), HEALTH_TIMEOUT_MS, 'database');
    } catch {
      return ['database unreachable'];
    }
    const problems: string[] = [];
    if (!ready.migrations) {
      const pending = await within(pendingMigrations(database), HEALTH_TIMEOUT_MS, 'migrations').catch(() => ['?']);
      if (pending.length) problems.push(`migrations not applied: ${pending.join(', ')}`);
      else ready.migrations = true;
    }
    if (ready.migrations && !ready.catalogue) {
      try {
        await within(
          catalog.version().then((version) => catalog.metadataAt(version)),
          HEALTH_TIMEOUT_MS,
          'catalogue',
        );
        ready.catalogue = true;
      } catch {
        problems.push('catalogue not loaded');
      }
    }
    return problems;
  };
  app.get('/readyz', async (_request, response) => {
    const problems = await readyProblems();
    response
      .status(problems.length ? 503 : 200)
      .json(problems.length ? { status: 'unavailable', problems } : { status: 'ready', database: database.engine });
  });
  app.get('/metrics', async (_request, response) => {
    response.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  app.use(
    BEACONS_PREFIX,
    beaconRouter(metrics, (frontend, version) => recordLoadFailure(database.db, frontend, version)),
  );
  // An upload or an export is back-office work: the session is confirmed with Firebase, as a mutation's is.
  const confirmedViewerOf = async (authorization: unknown) => {
    const { viewer, confirm } = await viewerFor(authorization);
    if (viewer) await confirm();
    return viewer;
  };
  app.use('/media/photos', photosRouter({ db: database.db, store: mediaStore, viewerOf: confirmedViewerOf }));
  app.use(
    PRICE_LISTS_PATH,
    priceListsRouter({
      db: database.db,
      metadata: () => catalog.version().then((version) => catalog.metadataAt(version)),
      viewerOf: confirmedViewerOf,
    }),
  );
  app.use('/media', media);
  const feeds = searchFeeds({
    database,
    catalog,
    publicOrigin,
    company: requisites.name,
    sitemapLimits,
    now,
    freshForMs: feedsFreshForMs,
    logger,
    onMade: (feed, seconds) => metrics.feedMade(feed, seconds),
  });
  app.use(feeds.router);
  // A release's record and operations outgrow the body limit: only the release token's requests get more.
  const releaseBody = express.json({ limit: RELEASE_BODY_BYTES });
  app.use(
    '/graphql',
    (request, response, next) => {
      if (carriesReleaseToken(request.headers, releaseToken)) releaseBody(request, response, next);
      else next();
    },
    express.json({ limit: OPERATION_LIMITS.bodyBytes }),
    queryTooLong,
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        const release = releaseActorOf(req.headers, releaseToken);
        if (release) return contextWith(GUEST, req.ip ?? 'unknown', release);
        return contextWith(await viewerFor(req.headers.authorization), req.ip ?? 'unknown');
      },
    }),
  );
  app.use('/graphql', bodyErrors);
  app.use((_request, response) => {
    response.status(404).type('text/plain; charset=utf-8').send('Не найдено');
  });
  app.use(plainErrors);

  const { smtpUrl } = mail;
  const mailWorker = smtpUrl
    ? new MailWorker(
        database,
        { ...mail, smtpUrl },
        {
          ...mailTimings,
          origin: publicOrigin,
          requisites,
          // The order e-mails say which lines wait and until when, as the order's page does.
          lineOutlook: (db, orderNid) => orderLineOutlook(db, orderNid, shopToday((now ?? (() => new Date()))())),
        },
      )
    : null;
  const photoWorker = new PhotoWorker(database, mediaStore, {
    ...photoTimings,
    onMade: (seconds) => {
      metrics.photoMade(seconds);
      photoTimings?.onMade?.(seconds);
    },
  });

  return {
    catalog,
    feeds,
    orderEvents,
    metrics,
    mailWorker,
    photoWorker,
    /** Whether it answers /readyz with 200 now (what a load balancer asks). */
    isReady: async () => (await readyProblems()).length === 0,
    /** Starts sending the outbox (when there is a relay); the migrations must be applied. */
    startMail: async () => {
      if (mailWorker) await mailWorker.start();
      else logger.warn('mail is off (MAIL=off or no SMTP_URL): messages are kept in the outbox, not sent');
    },
    /** Starts making the renditions of uploaded photos; the migrations must be applied. */
    startPhotos: async () => {
      try {
        await mediaStore.check();
      } catch (error) {
        throw new Error(`The media store (${mediaStore.description}) cannot be reached or written: ${String(error)}`, {
          cause: error,
        });
      }
      await photoWorker.start();
      logger.info({ store: mediaStore.description }, 'photos are kept in the media store');
    },
    listen: (port: number, host = '0.0.0.0') =>
      new Promise<number>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          const address = httpServer.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    stop: async () => {
      ready.stopping = true;
      const deadline = Date.now() + shutdownTimeoutMs;
      await apollo.stop();
      // A client that gave up left no connection to drain; its operation may still have queries to make.
      const waiting = operations.count;
      if (waiting > 0) {
        if (await operations.settled(deadline - Date.now()))
          logger.info({ operations: waiting }, 'operations in flight finished');
        else logger.warn({ operations: operations.count }, 'operations still in flight at the deadline');
      }
      await Promise.all([
        mailWorker?.stop(Math.max(0, deadline - Date.now())),
        photoWorker.stop(Math.max(0, deadline - Date.now())),
      ]);
      await orderEvents.close();
      await verifier.close();
    },
  };
}

export type ApiServer = Awaited<ReturnType<typeof createApiServer>>;
