/**
 * Facts about the shop that more than one module states to buyers: the shell's contacts page,
 * the cart's pickup option and order confirmation. One wording for the whole site.
 */

/** The shop's name, as buyers know it. */
export const SHOP_NAME = 'Сантехника';

/** Where the shop is, and where pickup orders wait (requirements §2: Khimki, Vashutinskoye highway). */
export const SHOP_ADDRESS = 'Московская область, г. Химки, Вашутинское шоссе';

/** When the shop opens and closes: whole hours of the shop's (Moscow) day, every day. */
export const SHOP_OPENS_AT = 9;
export const SHOP_CLOSES_AT = 20;

/** When the shop and its managers work. */
export const SHOP_HOURS = `Ежедневно с ${SHOP_OPENS_AT}:00 до ${SHOP_CLOSES_AT}:00`;

/**
 * A pickup order placed before this hour is ready at the shop the same day, when the shop has its
 * goods: an hour to gather it before closing. Later, it is ready the next day.
 */
export const SAME_DAY_PICKUP_UNTIL = SHOP_CLOSES_AT - 1;
