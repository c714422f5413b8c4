import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RuntimeConfig } from '../config/runtime-config';
import { fetchTimeoutPlugin } from './fetch-timeout-plugin';
import { reportRemoteLoadFailure } from './load-failure-beacon';
import type { RemoteModuleId } from '@shop/shared/frontends';

export type ExposedModule = { default: ComponentType };

/** Registers the remotes named by /config.json with the federation runtime. */
export function registerShopRemotes(remotes: RuntimeConfig['remotes']): void {
  registerPlugins([fetchTimeoutPlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** Fetches one exposed module through the federation runtime; a failure is reported to the API. */
export async function importRemoteModule(id: RemoteModuleId): Promise<ExposedModule> {
  try {
    const module = await loadRemote<ExposedModule>(id);
    if (!module?.default) throw new Error(`RUNTIME-000: ${id} has no default export`);
    return module;
  } catch (error) {
    reportRemoteLoadFailure(id);
    throw error;
  }
}
