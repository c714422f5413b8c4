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
 * The page's configuration document as it came, unchecked: the one its HTML carries (the releases
 * the server made the page with), else /config.json; `{}` when neither can be had. For a module
 * that reads one field with that field's own parser (the auth remote: `parseFirebaseSettings`),
 * so that its bundle carries no more of the contract than that.
 */
export async function readRuntimeConfigDocument({
  fetch: fetchConfig,
  report = console.error,
}: ReadRuntimeConfigOptions = {}): Promise<unknown> {
  const inline = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (inline) {
    try {
      return JSON.parse(inline) as unknown;
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
    return (await response.json()) as unknown;
  } catch (error) {
    report('Could not load /config.json; starting without remotes', error);
    return {};
  }
}

/**
 * The page's configuration (`readRuntimeConfigDocument`), every valid field kept and the rest
 * defaulted: with neither the page's nor /config.json, no remotes and the local Auth emulator,
 * so the shell still starts, its own pages work and every remote slot shows its fallback.
 */
export async function readRuntimeConfig(options: ReadRuntimeConfigOptions = {}): Promise<RuntimeConfig> {
  return parseRuntimeConfig(await readRuntimeConfigDocument(options));
}
