import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote that does not answer within this time fails instead of spinning. */
const REMOTE_FETCH_TIMEOUT_MS = 15_000;

/**
 * Bounds the federation runtime's own requests: manifest fetches get an abort timeout, and
 * remote entry scripts the same limit (the runtime's default for scripts is 20 s).
 */
export function fetchTimeoutPlugin(timeoutMs = REMOTE_FETCH_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-fetch-timeout',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      return { script, timeout: timeoutMs };
    },
  };
}
