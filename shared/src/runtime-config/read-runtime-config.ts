import { RUNTIME_CONFIG_ELEMENT_ID } from '../page-data/page-data-island';
import { parseRuntimeConfig, type RuntimeConfig } from './runtime-config';

const CONFIG_TIMEOUT_MS = 10_000;

export interface ReadRuntimeConfigOptions {
  /** What asks for /config.json: the page's `fetch` unless given. */
  fetch?: typeof fetch;
  /** Where a failure to read the configuration is told: the console unless given. */
  report?: (message: string, error: unknown) => void;
}

/**
 * The page's configuration: the one its HTML carries (the releases the server made the page with),
 * else /config.json. When neither can be had, the defaults (no remotes, the local Auth emulator):
 * the shell still starts, its own pages work and every remote slot shows its fallback.
 */
export async function readRuntimeConfig({
  fetch: fetchConfig,
  report = console.error,
}: ReadRuntimeConfigOptions = {}): Promise<RuntimeConfig> {
  const inline = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (inline) {
    try {
      return parseRuntimeConfig(JSON.parse(inline));
    } catch (error) {
      report('The page’s configuration is not JSON; fetching /config.json', error);
    }
  }
  try {
    // Looked up here: where there is no `fetch` (a test's DOM), that is one more failure to read.
    const response = await (fetchConfig ?? fetch)('/config.json', {
      cache: 'no-cache',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`config.json answered ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    report('Could not load /config.json; starting without remotes', error);
    return parseRuntimeConfig({});
  }
}
