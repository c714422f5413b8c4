import { SHOP_COMPANY } from '@shop/shared/shop-facts';

/** The shop's requisites on printed documents: a placeholder until the shop's card is kept in the back-office. */
export const SHOP_REQUISITES: readonly string[] = [
  SHOP_COMPANY,
  'ИНН 0000000000, КПП 000000000',
  'Р/с 00000000000000000000 в банке «—», БИК 000000000',
  'Адрес: —',
];
