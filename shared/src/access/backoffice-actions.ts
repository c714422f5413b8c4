import type { RoleFlag } from './roles';

/**
 * What staff may do inside a section beyond opening it (requirements §6 leaves it to the shop): the
 * API checks these on every mutation, the back-office shows or hides the controls by them.
 * Each action also needs its section's roles (and the /dmn gate).
 */
export const BACKOFFICE_ACTIONS = {
  /** Create and edit products: names, prices, options, pictures. Sellers only look. */
  editProducts: { section: 'products', roles: ['isAdmin', 'isPurchaser', 'isContent'] },
  /** Post an inventory count that corrects stock: the people answerable for the warehouse. */
  countStock: { section: 'remains', roles: ['isAdmin', 'isPurchaser'] },
  /** Move a buyer order through its statuses; change an open order's quantities, resend its mail, revoke its e-mail's link. */
  changeOrderStatus: { section: 'buyer-orders', roles: ['isAdmin', 'isSeller', 'isPurchaser'] },
  /** Give reserved units from one open order to another that waits for them: those who take orders. */
  moveReservations: { section: 'buyer-orders', roles: ['isAdmin', 'isSeller', 'isPurchaser'] },
  /** See every message the relay refused, of all orders: an administrator fixes the relay or the addresses. */
  readFailedMail: { section: 'buyer-orders', roles: ['isAdmin'] },
  /** Grant and remove role flags. */
  grantRoles: { section: 'users', roles: ['isAdmin'] },
  /**
   * Dispatch: set a shipment's delivery date and driver. A driver who is only a seller besides
   * (no isAdmin, no isPurchaser) does not plan — see `deliversOwnOnly` in delivery-scope.
   */
  planDeliveries: { section: 'delivery', roles: ['isAdmin', 'isPurchaser', 'isSeller'] },
} as const satisfies Record<string, { section: string; roles: readonly RoleFlag[] }>;

export type BackofficeAction = keyof typeof BACKOFFICE_ACTIONS;
