import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { LogLevel } from './config';

export type { Logger } from 'pino';

/** The header a request's id travels in, from the client (kept when well-formed) and on to the API. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An incoming request id is kept only when it looks like one: no spaces, quotes or log tricks. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** Headers that carry credentials: never written to a log. */
const REDACTED = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/**
 * A unit's logger: JSON lines (pino) on stdout, or on `destination` (tests), each with the
 * unit's name, at `level` (LOG_LEVEL). Written synchronously: a line per request is little, and
 * every line is out, in order, when the process exits.
 */
export function createLogger(
  unit: string,
  level: LogLevel,
  destination: DestinationStream = pino.destination({ fd: 1, sync: true }),
): Logger {
  return pino(
    {
      level,
      base: { unit },
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: REDACTED,
    },
    destination,
  );
}

/**
 * A request's id: its X-Request-Id when that matches REQUEST_ID_PATTERN, a new random UUID
 * otherwise. The shell's server sends it on to the API, which logs it beside its own lines.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER.toLowerCase()];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/** Paths polled by the platform: answered, never logged. */
const PROBES = new Set(['/healthz', '/readyz']);

export interface RequestLoggerOptions {
  /** More paths answered without a line (the probes always are), e.g. /metrics. */
  quietPaths?: readonly string[];
  /** More fields for a finished request's line (the API: its GraphQL operation). */
  props?: (request: IncomingMessage) => Record<string, unknown>;
}

/**
 * Logs every request once it is answered (pino-http: method, path, status, time) with its id as
 * `requestId` (`request.id`, also sent back in X-Request-Id); `request.log` is the logger with
 * that id bound, and nothing else. A 5xx (or a failure) is logged as an error, anything else as
 * info. Every unit's lines look alike, so one id finds a page's lines in all of them.
 */
export function requestLogger(logger: Logger, { quietPaths = [], props }: RequestLoggerOptions = {}): HttpLogger {
  const quiet = new Set([...PROBES, ...quietPaths]);
  return pinoHttp({
    logger,
    customAttributeKeys: { reqId: 'requestId' },
    quietReqLogger: true,
    ...(props ? { customProps: props } : {}),
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const id = requestIdOf(request);
      response.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    autoLogging: { ignore: (request) => quiet.has((request.url ?? '').split('?')[0] ?? '') },
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : 'info'),
    // A 5xx is its status, not a failure of its own with a stack (pino-http makes one up).
    customErrorObject: (_request, response, error, value: Record<string, unknown>) =>
      error.message === `failed with status code ${response.statusCode}` ? { ...value, err: undefined } : value,
    // No headers: they may carry tokens and cookies, and the id is what finds a request.
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
  });
}
