/**
 * What the storefront says of a product's stock (docs/requirements.md, «What shoppers see»): from its
 * free units (on hand − reserved by open orders), never its units on hand. One wording for the tiles,
 * the card, the cart and the checkout.
 */

/**
 * Free units are told apart up to this many: from it on a product is «В наличии», below it «Осталось N
 * шт.» (the API stores them counted up to it, products.free_stock, migration 0026).
 */
export const FREE_STOCK_TOLD = 6;

/** What a product's availability is read from (the Product type's fields). */
export interface ProductAvailability {
  onSale: boolean;
  inStock: boolean;
  /** Free units when few (1 … FREE_STOCK_TOLD − 1); null when none or more. */
  fewLeft: number | null;
  /** When none is free: the day a unit is expected (YYYY-MM-DD), or null when none is on its way. */
  expectedDate: string | null;
}

const DAY_AND_MONTH = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** «12 декабря» for 2026-12-12. */
export const dayAndMonth = (day: string) => DAY_AND_MONTH.format(Date.parse(`${day}T00:00:00Z`));

/** «В наличии», «Осталось 2 шт.», «Под заказ, ожидается 12 декабря», «Под заказ» or «Снят с продажи». */
export function availabilityText({ onSale, inStock, fewLeft, expectedDate }: ProductAvailability): string {
  if (!onSale) return 'Снят с продажи';
  if (inStock) return fewLeft === null ? 'В наличии' : `Осталось ${fewLeft} шт.`;
  return expectedDate ? `Под заказ, ожидается ${dayAndMonth(expectedDate)}` : 'Под заказ';
}

/** What an order line would hold and wait for if placed now (`Query.cartAvailability`). */
export interface LineAvailability {
  reserved: number;
  awaited: number;
  expectedDate: string | null;
}

/**
 * What the cart and the checkout say of a line that would wait, before the order is placed: «Под
 * заказ, ожидается 12 декабря», «2 шт. в наличии, ещё 3 шт. — под заказ, …», or null when all of it
 * is in stock. Without a day, the manager names it.
 */
export function awaitedText({ reserved, awaited, expectedDate }: LineAvailability): string | null {
  if (awaited <= 0) return null;
  const when = expectedDate ? `ожидается ${dayAndMonth(expectedDate)}` : 'срок сообщит менеджер';
  return reserved > 0 ? `${reserved} шт. в наличии, ещё ${awaited} шт. — под заказ, ${when}` : `Под заказ, ${when}`;
}
