import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { logger } from '../observability/logger';

/** Codes a client may see with their own message; anything else is an internal error. */
const CLIENT_CODES = new Set([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
]);

/**
 * graphql-js suggests names for a mistyped field or argument («Did you mean …?»), which would map
 * the schema for a stranger with introspection off: dropped (graphql-armor's rule, kept here so
 * both transports apply it).
 */
const withoutSuggestions = (message: string) => message.replace(/\s*Did you mean [^?]+\?/g, '');

/**
 * The API takes no persisted queries (api/README.md, "Security"): Apollo's English refusal said
 * in Russian, with what to do instead.
 */
const PERSISTED_QUERIES_OFF = 'Сохранённые запросы (persistedQuery) не принимаются: отправьте текст запроса в query';

/** Errors the database driver gives when it cannot reach the server. */
function isDatabaseUnreachable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08006', '08001'].includes(code ?? '') ||
    /Connection terminated|timeout exceeded when trying to connect|PGlite is closed/i.test(message)
  );
}

/**
 * The error or what it wraps: drizzle puts the driver's error in `cause`, and GraphQL puts a
 * thrown non-Error value (node-postgres rejects a refused connection with a plain object) in
 * `thrownValue`.
 */
function isDatabaseUnreachableOrCausedBy(error: unknown): boolean {
  const next = (current: unknown) =>
    (current as { cause?: unknown }).cause ?? (current as { thrownValue?: unknown }).thrownValue;
  for (let current = error, depth = 0; current && depth < 5; current = next(current), depth += 1) {
    if (isDatabaseUnreachable(current)) return true;
  }
  return false;
}

/**
 * What a client sees of an error: its own mistakes with their Russian message; a database
 * outage as SERVICE_UNAVAILABLE; anything else as a plain internal error, logged here with
 * its stack and never sent.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (code === 'PERSISTED_QUERY_NOT_SUPPORTED') return { message: PERSISTED_QUERIES_OFF, extensions: { code } };
  if (typeof code === 'string' && CLIENT_CODES.has(code)) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, message: withoutSuggestions(formatted.message), extensions };
  }
  const original = unwrapResolverError(error);
  if (isDatabaseUnreachableOrCausedBy(original)) {
    return {
      message: 'База данных временно недоступна. Повторите попытку позже.',
      path: formatted.path,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    };
  }
  logger.error({ err: original }, 'GraphQL internal error');
  return { message: 'Внутренняя ошибка сервера', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
