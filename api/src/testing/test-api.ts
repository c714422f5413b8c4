import { createApiServer, type ApiServer, type ApiServerOptions } from '../api-server';
import type { ShopDatabase } from '../db/open-database';

/** Tests place many orders from one address; the rate limits' own tests set theirs. */
const UNLIMITED = { ordersPerHour: 1_000_000, signUpsPerHour: 1_000_000 };

/** The API over a test database, listening on a free loopback port. */
export async function startTestApi(
  database: ShopDatabase,
  production = false,
  options: Omit<ApiServerOptions, 'database' | 'production'> = {},
): Promise<{ api: ApiServer; base: string }> {
  const api = await createApiServer({ database, production, rateLimits: UNLIMITED, ...options });
  const port = await api.listen(0, '127.0.0.1');
  return { api, base: `http://127.0.0.1:${port}` };
}
