import { backofficeSectionOf, canOpenSection, canPerform, BACKOFFICE_ACTIONS, type BackofficeAction } from '@shop/shared/access';
import type { ShopContext, Viewer } from '../graphql/context';
import { forbidden, unauthenticated } from '../graphql/errors';

/**
 * Who may call a field: any signed-in user, staff who open a back-office section, or staff
 * allowed an action inside one — the same `@shop/shared/access` table the back-office reads.
 */
export type AccessRule = { signedIn: true; guestMessage?: string } | { section: string } | { action: BackofficeAction };

/** `Type.field` -> its rule, for every field that is not open to guests. */
export type FieldAccess = Record<string, AccessRule>;

/** The viewer a rule lets through; UNAUTHENTICATED for a guest, FORBIDDEN for the wrong roles. */
export function checkAccess(viewer: Viewer | null, rule: AccessRule): Viewer {
  if (!viewer) throw unauthenticated(('guestMessage' in rule && rule.guestMessage) || 'Войдите, чтобы продолжить');
  if ('section' in rule) {
    const section = backofficeSectionOf(rule.section);
    if (!section || !canOpenSection(viewer.roles, section)) {
      throw forbidden(`Раздел «${section?.title ?? rule.section}» вам не открыт`);
    }
  }
  if ('action' in rule && !canPerform(viewer.roles, rule.action)) {
    const section = backofficeSectionOf(BACKOFFICE_ACTIONS[rule.action].section);
    throw forbidden(`Ваша роль не позволяет это действие в разделе «${section?.title ?? ''}»`);
  }
  return viewer;
}

type Resolver = (parent: unknown, args: unknown, context: ShopContext, info: unknown) => unknown;
type ResolverMap = Record<string, Record<string, Resolver | { subscribe: Resolver; resolve?: Resolver }>>;

/**
 * The resolvers with each ruled field checked before it runs (a subscription before it
 * subscribes). A rule naming a field the resolvers lack is a mistake caught at start.
 */
export function guardResolvers<T extends object>(resolvers: T, access: FieldAccess): T {
  const map = resolvers as unknown as ResolverMap;
  const guarded: ResolverMap = Object.fromEntries(Object.entries(map).map(([type, fields]) => [type, { ...fields }]));
  for (const [key, rule] of Object.entries(access)) {
    const [type = '', field = ''] = key.split('.');
    const resolver = guarded[type]?.[field];
    if (!resolver) throw new Error(`access rule for ${key}, which has no resolver`);
    const guards = (inner: Resolver): Resolver => (parent, args, context, info) => {
      checkAccess(context.viewer, rule);
      return inner(parent, args, context, info);
    };
    (guarded[type] as ResolverMap[string])[field] =
      typeof resolver === 'function' ? guards(resolver) : { ...resolver, subscribe: guards(resolver.subscribe) };
  }
  return guarded as unknown as T;
}
