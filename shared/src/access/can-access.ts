import { BACKOFFICE_ACTIONS, type BackofficeAction } from './backoffice-actions';
import { BACKOFFICE_GATE, BACKOFFICE_SECTIONS, type BackofficeSection } from './backoffice-sections';
import type { RoleFlag, Roles } from './roles';

const hasAny = (roles: Partial<Roles>, wanted: readonly RoleFlag[]) => wanted.some((flag) => roles[flag] === true);

/** The outer gate of /dmn: isAdmin or isSeller (requirements §6). */
export function canEnterBackoffice(roles: Partial<Roles>): boolean {
  return hasAny(roles, BACKOFFICE_GATE);
}

/**
 * The section a path under /dmn belongs to, e.g. `buyer-orders/15` -> buyer-orders,
 * `products/add` -> products. Accepts the path with or without the `/dmn/` prefix.
 */
export function backofficeSectionOf(path: string): BackofficeSection | undefined {
  const segments = path.split('/').filter(Boolean);
  const first = segments[0] === 'dmn' ? segments[1] : segments[0];
  return BACKOFFICE_SECTIONS.find((section) => section.path === first);
}

/** Whether these roles open this section: the gate first, then the section's roles. */
export function canOpenSection(roles: Partial<Roles>, section: BackofficeSection): boolean {
  return canEnterBackoffice(roles) && hasAny(roles, section.roles);
}

/**
 * Whether these roles open a path under /dmn. The /dmn home needs the gate only;
 * an unknown section is refused.
 */
export function canOpenBackofficePath(roles: Partial<Roles>, path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  const rest = segments[0] === 'dmn' ? segments.slice(1) : segments;
  if (rest.length === 0) return canEnterBackoffice(roles);
  const section = backofficeSectionOf(rest.join('/'));
  return section !== undefined && canOpenSection(roles, section);
}

/** The sections these roles may open, in menu order. */
export function visibleSections(roles: Partial<Roles>): BackofficeSection[] {
  return BACKOFFICE_SECTIONS.filter((section) => canOpenSection(roles, section));
}

/** Whether these roles may do this inside its section (the gate and the section's roles first). */
export function canPerform(roles: Partial<Roles>, action: BackofficeAction): boolean {
  const { section: path, roles: allowed } = BACKOFFICE_ACTIONS[action];
  const section = backofficeSectionOf(path);
  return section !== undefined && canOpenSection(roles, section) && hasAny(roles, allowed);
}
