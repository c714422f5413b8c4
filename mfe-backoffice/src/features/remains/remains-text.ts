/** How the remains screens print signed quantities and ledger documents. */

/** «+4», «−2», «0»: a move or a difference, with a real minus sign. */
export const formatSigned = (quantity: number) =>
  quantity > 0 ? `+${quantity}` : quantity < 0 ? `−${Math.abs(quantity)}` : '0';

/** What staff call each kind of stock move; an unknown kind shows as it is stored. */
const MOVE_TITLES: Record<string, string> = {
  initial: 'Начальные остатки',
  'inventory-count': 'Инвентаризация',
};

/** A move's document: its own title when it has one, else the kind of move. */
export const moveTitle = (reason: string, document: string | null) => document ?? MOVE_TITLES[reason] ?? reason;

/** The low-stock threshold a list starts with. */
export const DEFAULT_THRESHOLD = 2;
