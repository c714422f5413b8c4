import { canPerform } from './can-access';
import type { Roles } from './roles';

/**
 * A driver sees and marks only the deliveries assigned to them. Spec §6 puts /dmn behind isAdmin
 * or isSeller, so a driver enters as a seller too; the driver's flag narrows what they see unless
 * they also answer for the whole of logistics (isAdmin or isPurchaser). The API enforces it; the
 * back-office reads it to hide the other drivers and the planning controls.
 */
export function deliversOwnOnly(roles: Partial<Roles>): boolean {
  return roles.isDriver === true && roles.isAdmin !== true && roles.isPurchaser !== true;
}

/** Whether these roles set delivery dates and drivers (dispatch): the action, and not a driver alone. */
export function canPlanDeliveries(roles: Partial<Roles>): boolean {
  return canPerform(roles, 'planDeliveries') && !deliversOwnOnly(roles);
}
