import type { RoleFlag } from '@shop/shared/access';

/** What staff call each role. */
export const ROLE_TITLES: Record<RoleFlag, string> = {
  isAdmin: 'Администратор',
  isSeller: 'Продавец',
  isPurchaser: 'Закупщик',
  isContent: 'Контент-менеджер',
  isDriver: 'Водитель',
};
