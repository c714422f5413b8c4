import type { RemoteName } from '../config/runtime-config';

/** Every federated module the shell mounts, with the Russian name its fallback uses. */
export const REMOTE_MODULES = {
  'catalog/HomePage': 'Главная',
  'catalog/CatalogPage': 'Каталог',
  'catalog/ProductPage': 'Карточка товара',
  'catalog/SearchPage': 'Поиск',
  'cart/CartButton': 'Корзина',
  'cart/CartPage': 'Корзина',
  'auth/AuthRuntime': 'Вход',
  'auth/UserMenu': 'Личный кабинет',
  'auth/AuthPage': 'Вход',
  'backoffice/BackofficeApp': 'Управление магазином',
} as const satisfies Record<`${RemoteName}/${string}`, string>;

export type RemoteModuleId = keyof typeof REMOTE_MODULES;

/** Modules in the header or mounted on every page, whatever the route. */
export const ALWAYS_MOUNTED: readonly RemoteModuleId[] = ['cart/CartButton', 'auth/UserMenu', 'auth/AuthRuntime'];
