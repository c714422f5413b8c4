import { parseRuntimeConfig, type RuntimeConfig } from './runtime-config';

const CONFIG_TIMEOUT_MS = 10_000;

/**
 * Fetches /config.json. When it cannot be had the shell still starts with no remotes:
 * its own pages work and every remote slot shows its fallback.
 */
export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchConfig('/config.json', {
      cache: 'no-cache',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`config.json answered ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.error('Could not load /config.json; starting without remotes', error);
    return parseRuntimeConfig({});
  }
}
