import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { GraphQLError } from 'graphql';

/**
 * What a client may create per hour (api/README.md, "Security"): new buyer orders (per address,
 * and per signed-in buyer as well) and new user documents, i.e. first sign-ins (per address).
 * A repeat of an order's idempotency key, an existing user signing in again and a refused
 * request cost nothing.
 */
export interface RateLimits {
  ordersPerHour: number;
  signUpsPerHour: number;
}

const DEFAULT_RATE_LIMITS: RateLimits = { ordersPerHour: 20, signUpsPerHour: 10 };

/** The variable that sets each limit. */
const RATE_LIMIT_VARIABLES: Record<keyof RateLimits, string> = {
  ordersPerHour: 'ORDERS_PER_HOUR',
  signUpsPerHour: 'SIGN_UPS_PER_HOUR',
};

/** The limits from ORDERS_PER_HOUR and SIGN_UPS_PER_HOUR (whole numbers from 1); a bad value throws, naming it. */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const [key, variable] of Object.entries(RATE_LIMIT_VARIABLES) as [keyof RateLimits, string][]) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    if (!/^[1-9]\d{0,6}$/.test(value.trim()))
      throw new Error(`${variable} must be a whole number from 1 to 9999999, not «${value}»`);
    limits[key] = Number(value.trim());
  }
  return limits;
}

type RateLimited = keyof RateLimits;

/**
 * Admits one more creation counted against each of `clients` (an address, a user), or throws
 * TOO_MANY_REQUESTS (HTTP 429) saying when to try again; a refusal by one counts against none.
 */
export type Admit = (what: RateLimited, clients: readonly string[]) => Promise<void>;

const HOUR_SECONDS = 3_600;

const MESSAGES: Record<RateLimited, string> = {
  ordersPerHour: 'Слишком много заказов подряд',
  signUpsPerHour: 'Слишком много новых входов с вашего адреса',
};

/**
 * Counters per client kept in this process's memory (rate-limiter-flexible): with several API
 * instances behind a balancer each counts its own share, so a client gets at most the limit
 * times the instances — a store shared by the instances is the production issue's to choose.
 */
export function createRateLimits(limits: RateLimits): Admit {
  const limiters = {
    ordersPerHour: new RateLimiterMemory({ keyPrefix: 'orders', points: limits.ordersPerHour, duration: HOUR_SECONDS }),
    signUpsPerHour: new RateLimiterMemory({
      keyPrefix: 'sign-ups',
      points: limits.signUpsPerHour,
      duration: HOUR_SECONDS,
    }),
  };
  return async (what, clients) => {
    const limiter = limiters[what];
    const counted: string[] = [];
    try {
      for (const client of clients) {
        await limiter.consume(client);
        counted.push(client);
      }
    } catch (refusal) {
      await Promise.all(counted.map((client) => limiter.reward(client)));
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      const minutes = Math.ceil(retryAfterSeconds / 60);
      throw new GraphQLError(`${MESSAGES[what]}. Повторите через ${minutes} мин.`, {
        extensions: {
          code: 'TOO_MANY_REQUESTS',
          retryAfterSeconds,
          http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) },
        },
      });
    }
  };
}
