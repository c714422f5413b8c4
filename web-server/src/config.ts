import { z } from 'zod';
import { DEFAULT_PUBLIC_URL } from './ports';
import { httpOriginIn } from './urls';

/**
 * Configuration from the environment, checked once at start with one zod schema per unit: a
 * missing or malformed variable stops the unit (exit code 1) with a message naming it. The
 * address checks are the ones in ./urls (the same messages wherever they are made).
 */

/** A configuration the environment does not make: `variables` names what is wrong. */
export class ConfigError extends Error {
  constructor(
    readonly variables: string[],
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** An env value that is absent or empty (an empty variable counts as unset). */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/**
 * An optional variable: `parse` turns its text into the value or throws an error naming the
 * variable; `fallback` is the value when it is unset.
 */
export function optionalVariable<T>(name: string, parse: (value: string) => T, fallback: T) {
  return z
    .preprocess(unsetIfEmpty, z.string({ error: `${name} must be text` }).optional())
    .transform((value, context): T => {
      if (value === undefined) return fallback;
      try {
        return parse(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : `${name} is malformed` });
        return z.NEVER;
      }
    });
}

/** A whole number from `min` to `max`, else an error naming the variable. */
export const wholeNumber = (name: string, min: number, max: number) => (value: string) => {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return number;
};

/** One of `values`, else an error naming the variable and what it may be. */
export const oneOf =
  <const T extends readonly string[]>(name: string, values: T) =>
  (value: string): T[number] => {
    if (!values.includes(value))
      throw new Error(`${name} must be one of ${values.join(', ')}, got ${JSON.stringify(value)}`);
    return value;
  };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** How long a unit waits for requests in flight after SIGTERM/SIGINT before it closes them. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * PUBLIC_URL, the shop's origin as visitors reach it: checked here (an absolute http(s) origin), undefined when
 * unset; its default depends on NODE_ENV (serverSettings; the API's configuration reads it the same way).
 */
export const publicUrlVariable = () =>
  optionalVariable('PUBLIC_URL', (value): string | undefined => httpOriginIn('PUBLIC_URL', value), undefined);

/** Why a unit refuses to start in production without PUBLIC_URL, in every unit's words alike. */
export const PUBLIC_URL_REQUIRED =
  'PUBLIC_URL must be set when NODE_ENV is production: the shop’s origin as visitors reach it, such as https://shop.example';

/** The variables every server unit of the shop reads, its own PORT defaulting to `defaultPort`. */
export const serverVariables = (defaultPort: number) => ({
  PORT: optionalVariable('PORT', wholeNumber('PORT', 0, 65_535), defaultPort),
  HOST: optionalVariable('HOST', (value) => value, '0.0.0.0'),
  PUBLIC_URL: publicUrlVariable(),
  LOG_LEVEL: optionalVariable('LOG_LEVEL', oneOf('LOG_LEVEL', LOG_LEVELS), 'info'),
  NODE_ENV: optionalVariable('NODE_ENV', oneOf('NODE_ENV', NODE_ENVS), 'development'),
  SHUTDOWN_TIMEOUT_MS: optionalVariable(
    'SHUTDOWN_TIMEOUT_MS',
    wholeNumber('SHUTDOWN_TIMEOUT_MS', 0, 600_000),
    DEFAULT_SHUTDOWN_TIMEOUT_MS,
  ),
  METRICS_PORT: optionalVariable('METRICS_PORT', wholeNumber('METRICS_PORT', 1, 65_535), null),
});

type ServerVariables = {
  [K in keyof ReturnType<typeof serverVariables>]: z.output<ReturnType<typeof serverVariables>[K]>;
};

/** What every server unit is told by its environment. */
export interface ServerSettings {
  port: number;
  host: string;
  /** The shop's origin as visitors reach it (PUBLIC_URL). */
  publicOrigin: string;
  logLevel: LogLevel;
  nodeEnv: NodeEnv;
  shutdownTimeoutMs: number;
  /** METRICS_PORT: where /metrics is served on HOST, apart from the unit's public port; null: nowhere. */
  metricsPort: number | null;
}

/**
 * The common settings from the parsed variables. In production PUBLIC_URL must be set: the
 * default (the shell on localhost) is right for `npm start` only, and a remote's CORS and the
 * shell's policy would name the wrong origin. Adds an issue and returns null otherwise (the
 * caller's transform then returns z.NEVER).
 */
export function serverSettings(env: ServerVariables, context: z.RefinementCtx): ServerSettings | null {
  if (env.NODE_ENV === 'production' && env.PUBLIC_URL === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: PUBLIC_URL_REQUIRED,
    });
    return null;
  }
  return {
    port: env.PORT,
    host: env.HOST,
    publicOrigin: env.PUBLIC_URL ?? httpOriginIn('PUBLIC_URL', DEFAULT_PUBLIC_URL),
    logLevel: env.LOG_LEVEL,
    nodeEnv: env.NODE_ENV,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    metricsPort: env.METRICS_PORT,
  };
}

/**
 * The environment through a unit's schema; a ConfigError naming every variable that is wrong
 * (one line each) otherwise.
 */
export function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const variables: string[] = [];
  const lines = result.error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? 'environment');
    if (!variables.includes(variable)) variables.push(variable);
    return issue.message.startsWith(variable) ? issue.message : `${variable}: ${issue.message}`;
  });
  throw new ConfigError(variables, lines.join('\n'));
}
