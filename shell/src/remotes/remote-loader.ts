import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RuntimeConfig } from '../config/runtime-config';
import { fetchTimeoutPlugin } from './fetch-timeout-plugin';
import { reportRemoteLoadFailure } from './load-failure-beacon';
import type { RemoteModuleId } from '@shop/shared/frontends';

export type ExposedModule = { default: ComponentType };

/** The release live before each remote's (last known good), and the switches to it begun. */
let fallbacks: RuntimeConfig['fallbacks'] = {};
const switchedToFallback = new Set<string>();

/**
 * Registers the remotes named by the page's configuration with the federation runtime, and keeps
 * each one's fallback: the release live before, loaded when the live one fails
 * (docs/decisions/0007-independent-releases.md).
 */
export function registerShopRemotes(
  remotes: RuntimeConfig['remotes'],
  fallbackEntries: RuntimeConfig['fallbacks'] = {},
): void {
  fallbacks = fallbackEntries;
  registerPlugins([fetchTimeoutPlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

async function loadExposed(id: RemoteModuleId): Promise<ExposedModule> {
  const module = await loadRemote<ExposedModule>(id);
  if (!module?.default) throw new Error(`RUNTIME-000: ${id} has no default export`);
  return module;
}

/**
 * Fetches one exposed module through the federation runtime; a failure is reported to the API.
 * When the remote's live release fails and it has a fallback, the remote is switched to that
 * release for the rest of the page (every module of it, once) and the module is loaded from there.
 */
export async function importRemoteModule(id: RemoteModuleId): Promise<ExposedModule> {
  try {
    return await loadExposed(id);
  } catch (error) {
    reportRemoteLoadFailure(id);
    const remote = id.split('/')[0] ?? id;
    const fallback = fallbacks[remote as keyof RuntimeConfig['fallbacks']];
    if (!fallback) throw error;
    if (!switchedToFallback.has(remote)) {
      switchedToFallback.add(remote);
      registerRemotes([{ name: remote, entry: fallback }], { force: true });
    }
    try {
      return await loadExposed(id);
    } catch (fallbackError) {
      reportRemoteLoadFailure(id);
      throw fallbackError;
    }
  }
}
