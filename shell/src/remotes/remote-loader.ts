import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import { fetchTimeoutPlugin } from './fetch-timeout-plugin';
import { reportRemoteLoadFailure } from './load-failure-beacon';
import type { RemoteModuleId, RemoteName } from '@shop/shared/frontends';

export type ExposedModule = { default: ComponentType };

/**
 * How long a failed load of a live release waits before it is tried once more: long enough for a
 * blip (a dropped connection, a server restarting behind its balancer) to pass, short enough that
 * the shopper hardly waits.
 */
const LIVE_RETRY_PAUSE_MS = 400;

/**
 * A failure that took longer than this is not tried again: a blip fails fast, and a remote that
 * kept the shopper waiting (up to the fetch limit, 15 s) would keep them waiting as long again.
 */
export const LIVE_RETRY_WITHIN_MS = 3_000;

/** Each remote's entry as the page's configuration names it: its live release's, or its plain build's. */
let entries: RuntimeConfig['remotes'] = {};
/** The release live before each remote's (last known good), and the switches to it begun. */
let fallbacks: RuntimeConfig['fallbacks'] = {};
const switchedToFallback = new Set<string>();
/** The fresh registration of a remote's live entry under way: the modules of it failing together share one. */
const liveRetries = new Map<string, Promise<void>>();

/**
 * Registers the remotes named by the page's configuration with the federation runtime, and keeps
 * each one's entry (tried once more when it fails) and fallback: the release live before, loaded
 * when the live one fails again (docs/decisions/0007-independent-releases.md).
 */
export function registerShopRemotes(
  remotes: RuntimeConfig['remotes'],
  fallbackEntries: RuntimeConfig['fallbacks'] = {},
): void {
  entries = remotes;
  fallbacks = fallbackEntries;
  switchedToFallback.clear();
  liveRetries.clear();
  registerPlugins([fetchTimeoutPlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

async function loadExposed(id: RemoteModuleId): Promise<ExposedModule> {
  const module = await loadRemote<ExposedModule>(id);
  if (!module?.default) throw new Error(`RUNTIME-000: ${id} has no default export`);
  return module;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Registers the remote's live entry again, after a pause. With `force` the runtime forgets what
 * the failed attempt left (its cached module, whose failed initialisation it would otherwise keep,
 * the container's global, a pending entry load), so the next load asks the server anew. Written
 * here rather than with the federation's retry plugin: that plugin is not among the shop's
 * dependencies and its published version is made for an older runtime than this one, and one
 * fresh attempt of the same entry is all that is needed before the fallback. Skipped when the
 * remote was switched to its fallback meanwhile.
 */
function registerLiveAgain(remote: RemoteName, entry: string): Promise<void> {
  let retry = liveRetries.get(remote);
  if (!retry) {
    const begun = pause(LIVE_RETRY_PAUSE_MS)
      .then(() => {
        if (!switchedToFallback.has(remote)) registerRemotes([{ name: remote, entry }], { force: true });
      })
      // A registration that throws leaves the next load to fail, and the remote to fall back.
      .catch(() => undefined)
      .finally(() => {
        if (liveRetries.get(remote) === begun) liveRetries.delete(remote);
      });
    retry = begun;
    liveRetries.set(remote, begun);
  }
  return retry;
}

/**
 * Fetches one exposed module through the federation runtime. A quick failure of the remote's live
 * entry is tried once more (`registerLiveAgain`): a failure that second attempt cures was a blip
 * and is not reported. When it fails again, the failure is reported to the API (with the release
 * that failed) and, when the remote has a fallback, the remote is switched to that release for the
 * rest of the page (every module of it, once) and the module is loaded from there; a failure of
 * the fallback is reported too.
 */
export async function importRemoteModule(id: RemoteModuleId): Promise<ExposedModule> {
  const remote = (id.split('/')[0] ?? id) as RemoteName;
  const live = entries[remote];
  const startedOnFallback = switchedToFallback.has(remote);
  const started = Date.now();
  try {
    return await loadExposed(id);
  } catch (firstError) {
    const quick = Date.now() - started < LIVE_RETRY_WITHIN_MS;
    if (startedOnFallback) {
      reportRemoteLoadFailure(id, fallbacks[remote]);
      throw firstError;
    }
    let error = firstError;
    if (live && quick && !switchedToFallback.has(remote)) {
      await registerLiveAgain(remote, live);
      if (!switchedToFallback.has(remote)) {
        try {
          return await loadExposed(id);
        } catch (retryError) {
          error = retryError;
        }
      }
    }
    const fallback = fallbacks[remote];
    if (!switchedToFallback.has(remote)) reportRemoteLoadFailure(id, live);
    if (!fallback) throw error;
    if (!switchedToFallback.has(remote)) {
      switchedToFallback.add(remote);
      registerRemotes([{ name: remote, entry: fallback }], { force: true });
    }
    try {
      return await loadExposed(id);
    } catch (fallbackError) {
      reportRemoteLoadFailure(id, fallback);
      throw fallbackError;
    }
  }
}
