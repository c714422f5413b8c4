import { createLogger } from '@shop/web-server/logging';

/**
 * The API's log, made as every unit's is (@shop/web-server/logging): JSON lines on stdout with
 * `unit: "api"`, the level by name, and `requestId` on every line about a request. The level is
 * LOG_LEVEL (set at start); jest runs it at `warn`.
 */
export const logger = createLogger('api', process.env.NODE_ENV === 'test' ? 'warn' : 'info');
