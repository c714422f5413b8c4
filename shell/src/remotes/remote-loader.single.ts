// The single-bundle control (npm run build:single): the same modules without federation, split
// the way a well-made single-page shop is (docs/decisions/0003-single-bundle-control.md). What
// every page shows (the header's cart button and visitor, the sign-in runtime) is in the main
// bundle; each page module is its own chunk, loaded when its route is, and named in the build's
// module-chunks.json so the server preloads a route's chunks as it does a remote's.
import type { ComponentType } from 'react';
import CartButton from 'cart/CartButton';
import AuthRuntime from 'auth/AuthRuntime';
import UserMenu from 'auth/UserMenu';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import type { RemoteModuleId } from '@shop/shared/frontends';

export type ExposedModule = { default: ComponentType };

const eager = (component: ComponentType) => () => Promise.resolve({ default: component });

const MODULES: Record<RemoteModuleId, () => Promise<ExposedModule>> = {
  'catalog/HomePage': () => import('catalog/HomePage'),
  'catalog/CatalogPage': () => import('catalog/CatalogPage'),
  'catalog/ProductPage': () => import('catalog/ProductPage'),
  'catalog/SearchPage': () => import('catalog/SearchPage'),
  'cart/CartButton': eager(CartButton),
  'cart/CartPage': () => import('cart/CartPage'),
  'auth/AuthRuntime': eager(AuthRuntime),
  'auth/UserMenu': eager(UserMenu),
  'auth/AuthPage': () => import('auth/AuthPage'),
  'backoffice/BackofficeApp': () => import('backoffice/BackofficeApp'),
};

export function registerShopRemotes(_remotes: RuntimeConfig['remotes'], _fallbacks?: RuntimeConfig['fallbacks']): void {
  // Nothing to register: every module is part of this build.
}

export function importRemoteModule(id: RemoteModuleId): Promise<ExposedModule> {
  return MODULES[id]();
}
