import { createServer, type Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler } from 'express';
import helmet from 'helmet';
import { authSettingsFromEnv, type AuthSettings } from './auth/auth-settings';
import { firebaseTokenVerifier, type TokenVerifier } from './auth/firebase-tokens';
import { viewerOf, type RequestViewer } from './auth/request-viewer';
import { CatalogCache } from './catalog/catalog-cache';
import { trustProxyFromEnv } from './config';
import type { ShopDatabase } from './db/open-database';
import { createContext, type ShopContext } from './graphql/context';
import { formatError } from './graphql/format-error';
import { costProblem, guardRules, OPERATION_LIMITS } from './graphql/operation-guards';
import { createRateLimits, rateLimitsFromEnv, type RateLimits } from './graphql/rate-limits';
import { createSchema } from './graphql/schema';
import { serveSubscriptions } from './graphql/socket-transport';
import { mediaRouter } from './media/media-router';
import { BuyerOrderEvents } from './orders/order-events';

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
}

const HEALTH_TIMEOUT_MS = 2_000;

/**
 * A body express.json cannot read (not JSON, over the limit): a GraphQL-shaped error, never
 * express's default HTML page, which shows the stack outside production.
 */
const bodyErrors: ErrorRequestHandler = (error: { status?: unknown; type?: unknown }, _request, response, next) => {
  if (response.headersSent || typeof error?.status !== 'number' || error.status < 400 || error.status >= 500) return next(error);
  const message = error.type === 'entity.too.large' ? 'Слишком большой запрос' : 'Тело запроса должно быть JSON-объектом';
  response.status(error.status).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
};

/**
 * Anything else that fails outside GraphQL (a malformed `%` escape in a path, say): a plain
 * Russian line in every mode, never express's HTML page, which shows the stack and file paths
 * outside production. A client's mistake is its 4xx; anything else a logged 500.
 */
const plainErrors: ErrorRequestHandler = (error: { status?: unknown }, request, response, next) => {
  if (response.headersSent) return next(error);
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) console.error(`API: ${request.method} ${request.path} failed:`, error);
  response.status(status).type('text/plain; charset=utf-8').send(status === 500 ? 'Внутренняя ошибка сервера' : 'Неверный адрес или запрос');
};

/**
 * The API: POST /graphql (and graphql-ws subscriptions on the same path), GET /healthz,
 * pictures under /media. `listen` starts it; `stop` drains and closes it.
 */
export async function createApiServer({
  database,
  production = process.env.NODE_ENV === 'production',
  auth = authSettingsFromEnv(),
  verifier = firebaseTokenVerifier(auth),
  now,
  rateLimits = rateLimitsFromEnv(),
  trustProxy = trustProxyFromEnv(),
}: ApiServerOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  // The API serves JSON and SVG pictures, never a page: nothing of it may run or be framed.
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-site' },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: false,
    }),
  );
  const httpServer: Server = createServer(app);
  const schema = createSchema();
  const catalog = new CatalogCache(database);
  const orderEvents = new BuyerOrderEvents(database);
  const admit = createRateLimits(rateLimits);
  // The viewer comes from the Firebase ID token: the Authorization header of a request, the
  // `authorization` connection param of a subscription's socket.
  const viewerFor = (authorization: unknown) => viewerOf(authorization, verifier, database.db);
  const contextWith = ({ viewer, fresh, confirm }: RequestViewer, client: string): ShopContext =>
    createContext({ database, catalog, orderEvents, auth, viewer, now, client, admit, freshViewer: fresh, confirmSession: confirm });
  const rules = guardRules();
  const sockets = serveSubscriptions({ httpServer, schema, rules, viewerOf: viewerFor, contextFor: contextWith });
  const apollo = new ApolloServer<ShopContext>({
    schema,
    introspection: !production,
    csrfPrevention: true,
    // The parser stops at the token limit (armor's own token plugin turned a syntax error into a 500).
    parseOptions: { maxTokens: OPERATION_LIMITS.maxTokens },
    includeStacktraceInErrorResponses: false,
    formatError,
    validationRules: rules,
    plugins: [
      {
        // The cost limit needs the operation's variables, which validation rules do not see.
        requestDidStart: async () => ({
          didResolveOperation: async ({ document, operationName, request }) => {
            const tooCostly = costProblem(schema, document, operationName, request.variables);
            if (tooCostly) throw tooCostly;
          },
        }),
      },
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // The shop sets no cache hints; the plugin would only cost time on every field.
      ApolloServerPluginCacheControlDisabled(),
      {
        serverWillStart: async () => ({
          drainServer: async () => {
            await sockets.dispose();
            await orderEvents.close();
            await verifier.close();
          },
        }),
      },
    ],
    allowBatchedHttpRequests: false,
  });
  await apollo.start();

  app.get('/healthz', async (_request, response) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS);
        }),
      ]);
      response.json({ status: 'ok', database: database.engine });
    } catch {
      response.status(503).json({ status: 'unavailable', database: database.engine });
    } finally {
      clearTimeout(timer);
    }
  });
  app.use('/media', mediaRouter());
  app.use(
    '/graphql',
    express.json({ limit: OPERATION_LIMITS.bodyBytes }),
    expressMiddleware(apollo, { context: async ({ req }) => contextWith(await viewerFor(req.headers.authorization), req.ip ?? 'unknown') }),
  );
  app.use('/graphql', bodyErrors);
  app.use((_request, response) => {
    response.status(404).type('text/plain; charset=utf-8').send('Не найдено');
  });
  app.use(plainErrors);

  return {
    catalog,
    orderEvents,
    listen: (port: number, host = '0.0.0.0') =>
      new Promise<number>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          const address = httpServer.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    stop: () => apollo.stop(),
  };
}

export type ApiServer = Awaited<ReturnType<typeof createApiServer>>;
