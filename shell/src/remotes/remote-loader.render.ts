// The shell's server render: a remote module is not loaded there. The route's page module
// becomes the slot its remote's page fragment fills; header modules are not rendered on the
// server at all (RemoteSlot waits for hydration), so they never get here.
import type { ComponentType } from 'react';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import { PageSlot } from '../render/page-slot';
import type { RemoteModuleId } from '@shop/shared/frontends';

export type ExposedModule = { default: ComponentType };

export function registerShopRemotes(_remotes: RuntimeConfig['remotes'], _fallbacks?: RuntimeConfig['fallbacks']): void {
  // Nothing to register on the server.
}

export function importRemoteModule(_id: RemoteModuleId): Promise<ExposedModule> {
  return Promise.resolve({ default: PageSlot });
}
