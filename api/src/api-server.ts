import { createServer, type Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import express, { type ErrorRequestHandler } from 'express';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { authSettingsFromEnv, type AuthSettings } from './auth/auth-settings';
import { firebaseTokenVerifier, type TokenVerifier } from './auth/firebase-tokens';
import { viewerOf } from './auth/request-viewer';
import { CatalogCache } from './catalog/catalog-cache';
import type { ShopDatabase } from './db/open-database';
import { createContext, type ShopContext, type Viewer } from './graphql/context';
import { formatError } from './graphql/format-error';
import { createSchema } from './graphql/schema';
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
}

/** Depth, alias, cost and size limits for every operation (graphql-armor). */
export const ARMOR_LIMITS = {
  maxDepth: { n: 8 },
  maxAliases: { n: 15 },
  costLimit: { maxCost: 5_000 },
  maxTokens: { n: 2_000 },
  maxDirectives: { n: 20 },
  blockFieldSuggestion: { enabled: true },
} as const;

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
 * The API: POST /graphql (and graphql-ws subscriptions on the same path), GET /healthz,
 * pictures under /media. `listen` starts it; `stop` drains and closes it.
 */
export async function createApiServer({
  database,
  production = process.env.NODE_ENV === 'production',
  auth = authSettingsFromEnv(),
  verifier = firebaseTokenVerifier(auth),
  now,
}: ApiServerOptions) {
  const app = express();
  app.disable('x-powered-by');
  const httpServer: Server = createServer(app);
  const schema = createSchema();
  const catalog = new CatalogCache(database);
  const orderEvents = new BuyerOrderEvents(database);
  // The viewer comes from the Firebase ID token: the Authorization header of a request, the
  // `authorization` connection param of a subscription's socket.
  const contextWith = (viewer: Viewer | null): ShopContext => createContext({ database, catalog, orderEvents, auth, viewer, now });
  const contextFor = async (authorization: unknown) => contextWith(await viewerOf(authorization, verifier, database.db));

  // A socket's viewer is settled once, when it connects: a bad token closes it (4403) at once.
  const sockets = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const socketViewers = new WeakMap<object, Viewer | null>();
  const socketServer = useServer(
    {
      schema,
      onConnect: async ({ extra, connectionParams }) => {
        try {
          socketViewers.set(extra, await viewerOf(connectionParams?.authorization, verifier, database.db));
          return true;
        } catch {
          return false;
        }
      },
      context: ({ extra }) => contextWith(socketViewers.get(extra) ?? null),
    },
    sockets,
  );
  // Armor's token limit parses in a plugin hook, where a syntax error became an HTTP 500; the
  // graphql-js parser enforces the same limit (parseOptions) and answers 400 GRAPHQL_PARSE_FAILED.
  const protection = new ApolloArmor({ ...ARMOR_LIMITS, maxTokens: { enabled: false } }).protect();
  const apollo = new ApolloServer<ShopContext>({
    schema,
    introspection: !production,
    csrfPrevention: true,
    parseOptions: { maxTokens: ARMOR_LIMITS.maxTokens.n },
    includeStacktraceInErrorResponses: false,
    formatError,
    validationRules: [...protection.validationRules],
    plugins: [
      ...protection.plugins,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // The shop sets no cache hints; the plugin would only cost time on every field.
      ApolloServerPluginCacheControlDisabled(),
      {
        serverWillStart: async () => ({
          drainServer: async () => {
            await socketServer.dispose();
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
  app.use('/graphql', express.json({ limit: '100kb' }), expressMiddleware(apollo, { context: ({ req }) => contextFor(req.headers.authorization) }));
  app.use('/graphql', bodyErrors);

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
