/**
 * Facts about the shop that more than one module states to buyers: the shell's contacts page,
 * the cart's pickup option and order confirmation. One wording for the whole site.
 */

/** The shop's name, as buyers know it. */
export const SHOP_NAME = 'Сантехника';

/** Where the shop is, and where pickup orders wait (requirements §2: Khimki, Vashutinskoye highway). */
export const SHOP_ADDRESS = 'Московская область, г. Химки, Вашутинское шоссе';

/** When the shop and its managers work. */
export const SHOP_HOURS = 'Ежедневно с 9:00 до 20:00';
