import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import { importRemoteModule, type ExposedModule } from './remote-loader';
import type { RemoteModuleId } from '@shop/shared/frontends';

const loading = new Map<RemoteModuleId, Promise<ExposedModule>>();
const components = new Map<RemoteModuleId, LazyExoticComponent<ComponentType>>();

/** Starts (or joins) the load of an exposed module. A failure stays until `forgetRemoteModule`. */
function loadRemoteModule(id: RemoteModuleId): Promise<ExposedModule> {
  let promise = loading.get(id);
  if (!promise) {
    promise = importRemoteModule(id);
    loading.set(id, promise);
  }
  return promise;
}

/** Fetches modules ahead of rendering; errors surface later in the slot that renders them. */
export function preloadRemoteModules(ids: readonly RemoteModuleId[]): void {
  for (const id of ids) loadRemoteModule(id).catch(() => undefined);
}

/** One lazy component per module, so mounting it again never shows the loading view. */
export function remoteComponent(id: RemoteModuleId): LazyExoticComponent<ComponentType> {
  let component = components.get(id);
  if (!component) {
    component = lazy(() => loadRemoteModule(id));
    components.set(id, component);
  }
  return component;
}

/** Drops a failed load so the next render fetches the module anew. */
export function forgetRemoteModule(id: RemoteModuleId): void {
  loading.delete(id);
  components.delete(id);
}
