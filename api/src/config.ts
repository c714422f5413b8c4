import path from 'node:path';
import express from 'express';
import { z } from 'zod';
import { productionProblems } from './auth/auth-settings';
import { MIN_RELEASE_TOKEN_LENGTH, RELEASE_TOKEN_PATTERN } from '@shop/shared/releases';
import { PUBLIC_URL_REQUIRED, publicUrlVariable } from '@shop/web-server/config';
import { publicOrigin } from '@shop/web-server/urls';
import { rateLimitsFromEnv } from './auth/rate-limits';
import {
  DEFAULT_MAIL_PER_MINUTE,
  DEFAULT_MAIL_PER_RECIPIENT_PER_HOUR,
  DKIM_VARIABLES,
  dkimFromEnv,
  isLocalRelay,
  LOCAL_SENDER,
  mailboxOf,
  notifyAddressesOf,
  smtpUrlProblem,
  type MailSettings,
} from './mail/mail-settings';
import { API_ROOT } from './package-root';
import { shopRequisitesFromEnv } from './core/shop-requisites';
import { cardPaymentHostsOf } from './core/card-payment-hosts';
import { MEDIA_S3_VARIABLES, mediaStoreSettingsFromEnv, type MediaStoreSettings } from './media/media-settings';
import { REQUISITE_VARIABLES, type ShopRequisites } from '@shop/shared/invoice-sheet';

/** Where the embedded PGlite database lives when DATABASE_URL is not set. */
export const DEFAULT_DATA_DIR = path.join(API_ROOT, '.data/pglite');

/** Where the photos' files are kept when MEDIA_DIR is not set (api/README.md, «Photos»). */
export const DEFAULT_MEDIA_DIR = path.join(API_ROOT, '.data/media');

/** How the API reaches its database: DATABASE_URL for PostgreSQL, else PGlite under API_DATA_DIR. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const url = env.DATABASE_URL || undefined;
  return {
    url,
    listenUrl: (url && env.DATABASE_LISTEN_URL) || undefined,
    dataDir: url ? undefined : env.API_DATA_DIR || DEFAULT_DATA_DIR,
  };
}

/**
 * Which proxies' X-Forwarded-For names the client (express `trust proxy`): TRUST_PROXY as
 * addresses, subnets and the names `loopback`, `linklocal`, `uniquelocal` (comma-separated), or
 * a number of hops; default `loopback`. Anything else stops the API naming the variable — `true`
 * included, which would let any client choose the address its rate limits count.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): string | number {
  const raw = env.TRUST_PROXY?.trim() || 'loopback';
  const value = /^\d{1,2}$/.test(raw) ? Number(raw) : raw;
  try {
    if (typeof value === 'string' && /^(true|false)$/i.test(value)) throw new Error('not an address');
    express().set('trust proxy', value);
  } catch {
    throw new Error(
      `TRUST_PROXY must name the proxies in front of the API (addresses, subnets, loopback, linklocal, uniquelocal) or a number of hops, not «${raw}»`,
    );
  }
  return value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An unset or empty variable takes the default. */
const unsetIsDefault = (value: unknown) => (value === '' ? undefined : value);

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(
    unsetIsDefault,
    z
      .string()
      .regex(/^\d+$/, { error: `must be a whole number from ${min} to ${max}` })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, { error: `must be a whole number from ${min} to ${max}` })
          .max(max, { error: `must be a whole number from ${min} to ${max}` }),
      )
      .default(fallback),
  );

const yesOrNo = (fallback: boolean) =>
  z.preprocess(
    unsetIsDefault,
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .default(fallback),
  );

const postgresUrl = z.preprocess(
  unsetIsDefault,
  z
    .string()
    .refine(
      (value) => {
        try {
          return ['postgres:', 'postgresql:'].includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { error: 'must be a postgres:// or postgresql:// connection string' },
    )
    .optional(),
);

/** The deploying machine's secret (docs/decisions/0007-independent-releases.md): unset, no release token is accepted. */
const releaseToken = z.preprocess(
  unsetIsDefault,
  z
    .string()
    .regex(RELEASE_TOKEN_PATTERN, {
      error: `must be at least ${MIN_RELEASE_TOKEN_LENGTH} printable characters without spaces`,
    })
    .optional(),
);

/** The release token, or undefined when none is set (the API then refuses every `X-Release-Token`). */
export function releaseTokenFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const parsed = releaseToken.safeParse(env.RELEASE_TOKEN);
  if (!parsed.success) throw new Error(`RELEASE_TOKEN ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** MAIL_FROM's mailbox; unset, the local sender (production requires one: apiConfigFromEnv). */
function mailFromOf(value: string | undefined) {
  if (!value?.trim()) return LOCAL_SENDER;
  const mailbox = mailboxOf(value);
  if (typeof mailbox === 'string') throw new Error(`${mailbox}, not «${value}»`);
  return mailbox;
}

function notifyOf(value: string | undefined) {
  const addresses = notifyAddressesOf(value);
  if (typeof addresses === 'string') throw new Error(addresses);
  return addresses;
}

/** A field whose own parser (shared with the API's options) throws a message naming the variable and its value. */
const parsedBy = <T>(parse: (env: NodeJS.ProcessEnv) => T, variable: string) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parse({ [variable]: value });
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });

/**
 * Every variable the API reads (README: "Deploying the shop" lists them with defaults and
 * examples; a test keeps the two in step). A missing or malformed one stops the API at start,
 * naming it, before anything is opened.
 */
export const API_VARIABLES = z.object({
  NODE_ENV: z.preprocess(
    unsetIsDefault,
    z
      .enum(['production', 'development', 'test'], { error: 'must be production, development or test' })
      .default('development'),
  ),
  PORT: wholeNumber(0, 65_535, 4_000),
  HOST: z.preprocess(unsetIsDefault, z.string().default('0.0.0.0')),
  /** The shop's origin, for the absolute addresses of the sitemaps and the feed: as every server unit reads it. */
  PUBLIC_URL: publicUrlVariable(),
  DATABASE_URL: postgresUrl,
  DATABASE_LISTEN_URL: postgresUrl,
  DATABASE_POOL_SIZE: wholeNumber(1, 200, 10),
  API_DATA_DIR: z.preprocess(unsetIsDefault, z.string().default(DEFAULT_DATA_DIR)),
  MIGRATE_ON_START: yesOrNo(true),
  // Where the photos' files are kept, checked together (one store, the bucket's settings): mediaStoreSettingsFromEnv.
  MEDIA_DIR: z.string().optional(),
  ...Object.fromEntries(MEDIA_S3_VARIABLES.map((variable) => [variable, z.string().optional()])),
  FIREBASE_PROJECT_ID: z.string().optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  SHOP_ADMIN_EMAILS: z.string().optional(),
  TRUST_PROXY: parsedBy(trustProxyFromEnv, 'TRUST_PROXY'),
  ORDERS_PER_HOUR: parsedBy((env) => rateLimitsFromEnv(env).ordersPerHour, 'ORDERS_PER_HOUR'),
  SIGN_UPS_PER_HOUR: parsedBy((env) => rateLimitsFromEnv(env).signUpsPerHour, 'SIGN_UPS_PER_HOUR'),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(0, 600_000, 10_000),
  LOG_LEVEL: z.preprocess(
    unsetIsDefault,
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  CATALOG_CACHE: z.preprocess(unsetIsDefault, z.enum(['on', 'off'], { error: 'must be on or off' }).default('on')),
  CATALOG_ENGINE: z.preprocess(unsetIsDefault, z.enum(['on', 'off'], { error: 'must be on or off' }).default('on')),
  RELEASE_TOKEN: releaseToken,
  MAIL: z.preprocess(unsetIsDefault, z.enum(['on', 'off'], { error: 'must be on or off' }).default('on')),
  SMTP_URL: z.preprocess(
    unsetIsDefault,
    z
      .string()
      .refine((value) => !smtpUrlProblem(value), { error: 'must be smtp://[user:password@]host[:port] or smtps://…' })
      .optional(),
  ),
  MAIL_FROM: parsedBy((env) => mailFromOf(env.MAIL_FROM), 'MAIL_FROM'),
  SHOP_ORDER_NOTIFY_EMAILS: parsedBy((env) => notifyOf(env.SHOP_ORDER_NOTIFY_EMAILS), 'SHOP_ORDER_NOTIFY_EMAILS'),
  MAIL_PER_MINUTE: wholeNumber(1, 10_000, DEFAULT_MAIL_PER_MINUTE),
  CARD_PAYMENT_HOSTS: parsedBy((env) => cardPaymentHostsOf(env.CARD_PAYMENT_HOSTS), 'CARD_PAYMENT_HOSTS'),
  MAIL_PER_RECIPIENT_PER_HOUR: wholeNumber(1, 1_000, DEFAULT_MAIL_PER_RECIPIENT_PER_HOUR),
  // The DKIM key, checked together and against MAIL_FROM: dkimFromEnv.
  ...Object.fromEntries(DKIM_VARIABLES.map((variable) => [variable, z.string().optional()])),
  // The shop's requisites, checked together (check digits, the accounts against the BIC): shopRequisitesFromEnv.
  ...Object.fromEntries(Object.values(REQUISITE_VARIABLES).map((variable) => [variable, z.string().optional()])),
});

export type ApiVariables = z.infer<typeof API_VARIABLES>;

/** The API's settings, read once at start. */
export interface ApiConfig {
  production: boolean;
  port: number;
  host: string;
  /** The shop's origin as visitors reach it (PUBLIC_URL): the sitemaps and the feed name their addresses on it. */
  publicOrigin: string;
  database: {
    url?: string | undefined;
    listenUrl?: string | undefined;
    dataDir?: string | undefined;
    poolSize: number;
  };
  migrateOnStart: boolean;
  /** Where the photos' files are kept: MEDIA_DIR (in production a volume every API instance mounts) or MEDIA_S3_BUCKET. */
  mediaStore: MediaStoreSettings;
  trustProxy: string | number;
  rateLimits: { ordersPerHour: number; signUpsPerHour: number };
  shutdownTimeoutMs: number;
  logLevel: (typeof LOG_LEVELS)[number];
  catalogCache: boolean;
  /** The deploying machine's secret; undefined: none is accepted. */
  releaseToken: string | undefined;
  mail: MailSettings;
  /** The shop's requisites: the supplier on its invoices, the footer of its messages. */
  requisites: ShopRequisites;
  /** Where the card payment links staff send may lead (CARD_PAYMENT_HOSTS): the acquiring bank's payment pages. */
  cardPaymentHosts: readonly string[];
}

/** The variables that stop the API, each named with what is wrong with it. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The API refuses to start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Variables whose value is never repeated in a message: it goes to logs. */
const SECRET_VARIABLES = new Set(['RELEASE_TOKEN', 'SMTP_URL', 'DKIM_PRIVATE_KEY', 'MEDIA_S3_SECRET_ACCESS_KEY']);

/** Each of the schema's issues as a line naming its variable (and the value given, if any and not a secret). */
function problemsOf(error: z.ZodError, env: NodeJS.ProcessEnv): string[] {
  return error.issues.map((issue) => {
    const variable = String(issue.path[0]);
    // A field's own parser names the variable and its value already.
    if (issue.message.startsWith(`${variable} `)) return issue.message;
    const value = env[variable];
    return `${variable} ${issue.message}${value === undefined || SECRET_VARIABLES.has(variable) ? '' : `, not «${value}»`}`;
  });
}

const DATABASE_VARIABLES = API_VARIABLES.pick({
  DATABASE_URL: true,
  DATABASE_LISTEN_URL: true,
  DATABASE_POOL_SIZE: true,
  API_DATA_DIR: true,
});

/** The database part alone (`npm run migrate`, `seed`, the backups), checked as the API checks it. */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig['database'] {
  const parsed = DATABASE_VARIABLES.safeParse(env);
  const problems = parsed.success ? [] : problemsOf(parsed.error, env);
  if (parsed.success && parsed.data.DATABASE_LISTEN_URL && !parsed.data.DATABASE_URL) {
    problems.push(
      'DATABASE_LISTEN_URL is set without DATABASE_URL: it is the listening connection beside a PostgreSQL pool',
    );
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const { DATABASE_URL, DATABASE_LISTEN_URL, API_DATA_DIR, DATABASE_POOL_SIZE } = parsed.data;
  return {
    ...databaseOptionsFromEnv({ DATABASE_URL, DATABASE_LISTEN_URL, API_DATA_DIR }),
    poolSize: DATABASE_POOL_SIZE,
  };
}

/** How mail goes, from the variables as parsed (the production rules are apiConfigFromEnv's). */
function mailSettingsOf(variables: ApiVariables, dkim: MailSettings['dkim']): MailSettings {
  const { MAIL, SMTP_URL } = variables;
  return {
    dkim,
    smtpUrl: MAIL === 'on' ? (SMTP_URL ?? null) : null,
    requireTls: variables.NODE_ENV === 'production' && !!SMTP_URL && !isLocalRelay(SMTP_URL),
    from: variables.MAIL_FROM,
    notify: variables.SHOP_ORDER_NOTIFY_EMAILS,
    perMinute: variables.MAIL_PER_MINUTE,
    perRecipientPerHour: variables.MAIL_PER_RECIPIENT_PER_HOUR,
  };
}

const MAIL_VARIABLES = API_VARIABLES.pick({
  NODE_ENV: true,
  MAIL: true,
  SMTP_URL: true,
  MAIL_FROM: true,
  SHOP_ORDER_NOTIFY_EMAILS: true,
  MAIL_PER_MINUTE: true,
  MAIL_PER_RECIPIENT_PER_HOUR: true,
  ...Object.fromEntries(DKIM_VARIABLES.map((variable) => [variable, true])),
});

/** The signing key from the variables, or the problems with it (checked against the sender, if it is one). */
function dkimOf(env: NodeJS.ProcessEnv) {
  const sender = env.MAIL_FROM?.trim() ? mailboxOf(env.MAIL_FROM) : LOCAL_SENDER;
  return dkimFromEnv(env, typeof sender === 'string' ? null : sender) ?? undefined;
}

/** The mail part alone (an API made without a config: tests), checked as the API checks it. */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const parsed = MAIL_VARIABLES.safeParse(env);
  const dkim = dkimOf(env);
  const problems = parsed.success ? [] : problemsOf(parsed.error, env);
  if (dkim && 'problems' in dkim) problems.push(...dkim.problems);
  if (!parsed.success || (dkim && 'problems' in dkim) || problems.length) throw new ConfigError(problems);
  return mailSettingsOf(parsed.data as ApiVariables, dkim);
}

/** The requisites alone (an API made without a config: tests), checked as the API checks them. */
export function requisitesFromEnv(env: NodeJS.ProcessEnv = process.env): ShopRequisites {
  const requisites = shopRequisitesFromEnv(env);
  if ('problems' in requisites) throw new ConfigError(requisites.problems);
  return requisites;
}

/** The API's settings from the environment; a ConfigError naming every wrong variable at once. */
export function apiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = API_VARIABLES.safeParse(env);
  const problems = parsed.success ? [] : problemsOf(parsed.error, env);
  // As the other server units: the default origin (the shell on localhost) is right for `npm start` only.
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) problems.push(PUBLIC_URL_REQUIRED);
  problems.push(...productionProblems(env).filter((problem) => !problem.startsWith('NODE_ENV')));
  if (env.NODE_ENV === 'production' && (!env.MAIL || env.MAIL === 'on')) {
    if (!env.SMTP_URL)
      problems.push(
        'SMTP_URL is required in production: the relay the shop sends its mail through (MAIL=off to run without mail)',
      );
    if (!env.MAIL_FROM?.trim())
      problems.push("MAIL_FROM is required in production: the shop's sender, «Сантехника <shop@example.ru>»");
  }
  const requisites = shopRequisitesFromEnv(env);
  if ('problems' in requisites) problems.push(...requisites.problems);
  const dkim = dkimOf(env);
  if (dkim && 'problems' in dkim) problems.push(...dkim.problems);
  const mediaStore = mediaStoreSettingsFromEnv(env, DEFAULT_MEDIA_DIR);
  if ('problems' in mediaStore) problems.push(...mediaStore.problems);
  let database: ApiConfig['database'] | undefined;
  try {
    database = databaseConfigFromEnv(env);
  } catch (error) {
    if (parsed.success) problems.push(...(error as ConfigError).problems);
  }
  if (!parsed.success || !database || 'problems' in requisites || (dkim && 'problems' in dkim) || problems.length)
    throw new ConfigError(problems);
  const variables = parsed.data;
  return {
    production: variables.NODE_ENV === 'production',
    port: variables.PORT,
    host: variables.HOST,
    publicOrigin: variables.PUBLIC_URL ?? publicOrigin({}),
    database,
    migrateOnStart: variables.MIGRATE_ON_START,
    mediaStore: mediaStore as MediaStoreSettings,
    trustProxy: variables.TRUST_PROXY,
    rateLimits: { ordersPerHour: variables.ORDERS_PER_HOUR, signUpsPerHour: variables.SIGN_UPS_PER_HOUR },
    shutdownTimeoutMs: variables.SHUTDOWN_TIMEOUT_MS,
    logLevel: variables.LOG_LEVEL,
    catalogCache: variables.CATALOG_CACHE === 'on',
    releaseToken: variables.RELEASE_TOKEN,
    mail: mailSettingsOf(variables, dkim),
    requisites,
    cardPaymentHosts: variables.CARD_PAYMENT_HOSTS,
  };
}
