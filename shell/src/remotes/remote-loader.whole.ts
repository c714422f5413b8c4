// The whole-bundle control (npm run build:single -- --whole): every module a static import in one
// ordinary bundle, back-office and all. Kept one release beside the route-split control
// (remote-loader.single.ts) so that bench:bundle still prints the figure it used to compare with.
import type { ComponentType } from 'react';
import HomePage from 'catalog/HomePage';
import CatalogPage from 'catalog/CatalogPage';
import ProductPage from 'catalog/ProductPage';
import SearchPage from 'catalog/SearchPage';
import CartButton from 'cart/CartButton';
import CartPage from 'cart/CartPage';
import AuthRuntime from 'auth/AuthRuntime';
import UserMenu from 'auth/UserMenu';
import AuthPage from 'auth/AuthPage';
import BackofficeApp from 'backoffice/BackofficeApp';
import type { RuntimeConfig } from '../config/runtime-config';
import type { RemoteModuleId } from '@shop/shared/frontends';

export type ExposedModule = { default: ComponentType };

const MODULES: Record<RemoteModuleId, ComponentType> = {
  'catalog/HomePage': HomePage,
  'catalog/CatalogPage': CatalogPage,
  'catalog/ProductPage': ProductPage,
  'catalog/SearchPage': SearchPage,
  'cart/CartButton': CartButton,
  'cart/CartPage': CartPage,
  'auth/AuthRuntime': AuthRuntime,
  'auth/UserMenu': UserMenu,
  'auth/AuthPage': AuthPage,
  'backoffice/BackofficeApp': BackofficeApp,
};

export function registerShopRemotes(_remotes: RuntimeConfig['remotes'], _fallbacks?: RuntimeConfig['fallbacks']): void {
  // Nothing to register: every module is part of this bundle.
}

export function importRemoteModule(id: RemoteModuleId): Promise<ExposedModule> {
  return Promise.resolve({ default: MODULES[id] });
}
