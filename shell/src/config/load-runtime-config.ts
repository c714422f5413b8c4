import { RUNTIME_CONFIG_ELEMENT_ID } from '@shop/shared/page-data';
import { parseRuntimeConfig, type RuntimeConfig } from './runtime-config';

const CONFIG_TIMEOUT_MS = 10_000;

/**
 * The page's configuration: the one its HTML carries (the releases the server made the page with),
 * else /config.json. When neither can be had the shell still starts with no remotes: its own
 * pages work and every remote slot shows its fallback.
 */
export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<RuntimeConfig> {
  const inline = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (inline) {
    try {
      return parseRuntimeConfig(JSON.parse(inline));
    } catch (error) {
      console.error('The page’s configuration is not JSON; fetching /config.json', error);
    }
  }
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
