import type { RoleFlag } from './roles';

/** Who may enter /dmn at all; checked before any section's own roles (requirements §6). */
export const BACKOFFICE_GATE: readonly RoleFlag[] = ['isAdmin', 'isSeller'];

export type BackofficeGroup = 'sales' | 'purchasing' | 'catalog' | 'money' | 'logistics' | 'people' | 'system';

export interface BackofficeSection {
  /** First path segment under /dmn. */
  path: string;
  /** Menu title, as staff read it. */
  title: string;
  group: BackofficeGroup;
  /** Any one of these flags opens the section (after the gate). */
  roles: readonly RoleFlag[];
}

const SALES: readonly RoleFlag[] = ['isAdmin', 'isSeller', 'isPurchaser'];
const PURCHASING: readonly RoleFlag[] = ['isAdmin', 'isPurchaser'];
const CATALOG: readonly RoleFlag[] = ['isAdmin', 'isPurchaser', 'isContent', 'isSeller'];
// Storekeeping: the goods' own moves between the shop's locations, as counting them (backoffice-actions.ts).
const STOCK: readonly RoleFlag[] = ['isAdmin', 'isPurchaser'];
const MONEY: readonly RoleFlag[] = ['isAdmin', 'isPurchaser'];
const DELIVERY: readonly RoleFlag[] = ['isAdmin', 'isPurchaser', 'isSeller', 'isDriver'];
const USERS: readonly RoleFlag[] = ['isAdmin', 'isPurchaser', 'isSeller'];
const SYSTEM: readonly RoleFlag[] = ['isAdmin'];

/**
 * The back-office sections and the roles that open each one (requirements §2, §6).
 * `products` covers `products/:id` and `products/add`; every section covers its `:nid` detail.
 */
export const BACKOFFICE_SECTIONS: readonly BackofficeSection[] = [
  { path: 'buyer-orders', title: 'Заказы покупателей', group: 'sales', roles: SALES },
  { path: 'buyer-invoices', title: 'Счета покупателям', group: 'sales', roles: SALES },
  { path: 'shipments', title: 'Отгрузки', group: 'sales', roles: SALES },
  { path: 'buyer-returns', title: 'Возвраты покупателей', group: 'sales', roles: SALES },
  { path: 'supplier-orders', title: 'Заказы поставщикам', group: 'purchasing', roles: PURCHASING },
  { path: 'supplier-invoices', title: 'Счета поставщиков', group: 'purchasing', roles: PURCHASING },
  { path: 'acceptance', title: 'Приёмка товара', group: 'purchasing', roles: PURCHASING },
  { path: 'supplier-returns', title: 'Возвраты поставщикам', group: 'purchasing', roles: PURCHASING },
  { path: 'products', title: 'Товары', group: 'catalog', roles: CATALOG },
  { path: 'remains', title: 'Остатки', group: 'catalog', roles: CATALOG },
  { path: 'stock-transfers', title: 'Перемещения', group: 'catalog', roles: STOCK },
  { path: 'payments', title: 'Платежи', group: 'money', roles: MONEY },
  { path: 'reconciliation', title: 'Акты сверки', group: 'money', roles: MONEY },
  { path: 'delivery', title: 'Доставка', group: 'logistics', roles: DELIVERY },
  { path: 'users', title: 'Пользователи', group: 'people', roles: USERS },
  // The front-ends' live releases: deploys and rollbacks (docs/decisions/0007-independent-releases.md).
  { path: 'modules', title: 'Модули', group: 'system', roles: SYSTEM },
];

export const BACKOFFICE_GROUP_TITLES: Record<BackofficeGroup, string> = {
  sales: 'Продажи',
  purchasing: 'Закупки',
  catalog: 'Каталог и склад',
  money: 'Деньги',
  logistics: 'Логистика',
  people: 'Сотрудники',
  system: 'Система',
};
