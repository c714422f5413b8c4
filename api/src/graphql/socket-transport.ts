import type { Server } from 'node:http';
import {
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { GUEST, type RequestViewer } from '../auth/request-viewer';
import type { ShopContext } from './context';
import { formatError } from './format-error';
import { costProblem, OPERATION_LIMITS } from './operation-guards';

export interface SocketTransportOptions {
  httpServer: Server;
  schema: GraphQLSchema;
  /** The same validation rules the HTTP transport runs (`guardRules`). */
  rules: readonly ValidationRule[];
  /** The viewer of a connection's `authorization` param; throws for a bad token. */
  viewerOf: (authorization: unknown) => Promise<RequestViewer>;
  /** A subscription's context for its connection's viewer and client address. */
  contextFor: (viewer: RequestViewer, client: string) => ShopContext;
}

/** The longest timer Node keeps (about 24.8 days); a token's expiry is far sooner. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const socketError = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });

/** An error of the parser or of validation with the code Apollo gives it over HTTP. */
const withCode = (error: GraphQLError, code: 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED') =>
  new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    originalError: error.originalError,
    extensions: { ...error.extensions, code },
  });

/** graphql-ws's errors as the client sees them: through the same formatError as HTTP's. */
const formatted = (errors: readonly GraphQLError[]): GraphQLFormattedError[] =>
  errors.map((error) => formatError(error.toJSON(), error));

/**
 * Subscriptions over graphql-ws on `/graphql`, under the guards HTTP has (api/README.md,
 * "Security"): a message no larger than a request body; the parser's token limit; the same
 * validation rules (depth, aliases, directives) and cost limit; the same error formatting; only
 * subscriptions (queries and mutations go over HTTP, where the CSRF, body and rate limits stand;
 * introspection cannot be reached, its fields being the query root's). A connection's viewer is settled when it connects (a bad
 * token closes it with 4403), each event is checked against the viewer's roles of the moment
 * (`guardResolvers`), and the socket is closed with 4403 when the token expires, so the client
 * reconnects with a fresh one.
 */
export function serveSubscriptions({ httpServer, schema, rules, viewerOf, contextFor }: SocketTransportOptions) {
  const sockets = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: OPERATION_LIMITS.bodyBytes });
  const viewers = new WeakMap<object, RequestViewer>();
  const validationRules = [...specifiedRules, ...rules];

  const closeWhenExpired = (socket: WebSocket, viewer: RequestViewer) => {
    const expiresAt = viewer.viewer?.token.expiresAt.getTime();
    if (expiresAt === undefined) return;
    const timer = setTimeout(
      () => socket.close(CloseCode.Forbidden, 'Token expired'),
      Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS),
    );
    socket.once('close', () => clearTimeout(timer));
  };

  const server = useServer(
    {
      schema,
      onConnect: async ({ extra, connectionParams }) => {
        try {
          const viewer = await viewerOf(connectionParams?.authorization);
          viewers.set(extra, viewer);
          closeWhenExpired(extra.socket, viewer);
          return true;
        } catch {
          return false;
        }
      },
      onSubscribe: ({ extra }, _id, payload): ExecutionArgs | readonly GraphQLError[] => {
        if (Buffer.byteLength(payload.query) > OPERATION_LIMITS.queryBytes)
          return [socketError(`Слишком длинный текст запроса: не больше ${OPERATION_LIMITS.queryBytes} байт`)];
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: OPERATION_LIMITS.maxTokens });
        } catch (error) {
          return [
            error instanceof GraphQLError ? withCode(error, 'GRAPHQL_PARSE_FAILED') : socketError('Запрос не разобран'),
          ];
        }
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return [socketError('В запросе нет операции с таким именем')];
        if (operation.operation !== 'subscription') {
          return [socketError('По WebSocket принимаются только подписки; запросы и изменения отправляйте по HTTP')];
        }
        const invalid = validate(schema, document, validationRules);
        if (invalid.length) return invalid.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED'));
        const tooCostly = costProblem(schema, document, payload.operationName, payload.variables);
        if (tooCostly) return [tooCostly];
        const viewer = viewers.get(extra) ?? GUEST;
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: contextFor(viewer, extra.request.socket.remoteAddress ?? 'unknown'),
        };
      },
      onError: (_ctx, _id, _payload, errors) => formatted(errors),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: formatted(result.errors) } : result,
    },
    sockets,
  );
  return { dispose: () => server.dispose(), count: () => sockets.clients.size };
}
