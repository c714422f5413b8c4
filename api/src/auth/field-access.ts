import {
  backofficeSectionOf,
  canOpenSection,
  canPerform,
  BACKOFFICE_ACTIONS,
  type BackofficeAction,
} from '@shop/shared/access';
import { defaultFieldResolver } from 'graphql';
import { forbidden, unauthenticated } from '../core/errors';
import type { Viewer, ViewerSession } from '../core/viewer';

/**
 * Who may call a field: any signed-in user, staff who open a back-office section, or staff
 * allowed an action inside one — the same `@shop/shared/access` table the back-office reads.
 */
export type AccessRule =
  | { signedIn: true; guestMessage?: string }
  | { section: string; /** The release token (`ViewerSession.release`) passes too. */ releaseToken?: true }
  | { action: BackofficeAction };

/** `Type.field` -> its rule, for every field that is not open to guests. */
export type FieldAccess = Record<string, AccessRule>;

/** The viewer a rule lets through; UNAUTHENTICATED for a guest, FORBIDDEN for the wrong roles. */
function checkAccess(viewer: Viewer | null, rule: AccessRule): Viewer {
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

type Resolver = (parent: unknown, args: unknown, context: ViewerSession, info: unknown) => unknown;
type Subscription = { subscribe: Resolver; resolve?: Resolver };
type ResolverMap = Record<string, Record<string, Resolver | Subscription>>;

/** What a subscription hands on in place of an event once its viewer may no longer have it. */
class AccessLost {
  constructor(readonly error: unknown) {}
}

/**
 * A subscription's events while the viewer's user document still allows them: each event is
 * checked before it goes out (a socket lives for hours; roles change meanwhile). The first
 * refused one ends the stream with the refusal. Not an async generator: ending the stream
 * (the client unsubscribes) must reach the source at once, not after its next event.
 */
function whileAllowed(
  events: AsyncIterator<unknown>,
  context: ViewerSession,
  rule: AccessRule,
): AsyncIterableIterator<unknown> {
  let ended = false;
  const end = async (): Promise<IteratorResult<unknown>> => {
    ended = true;
    await events.return?.();
    return { done: true, value: undefined };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (ended) return { done: true, value: undefined };
      const next = await events.next();
      if (next.done) return end();
      try {
        checkAccess(await context.freshViewer(), rule);
      } catch (error) {
        await end();
        return { done: false, value: new AccessLost(error) };
      }
      return next;
    },
    return: end,
  };
}

/**
 * Whether a request carrying the release token may call the field: it may where the rule admits
 * the token, and nowhere else (FORBIDDEN, never on to the viewer's checks: such a request has none).
 */
function passesByReleaseToken(context: ViewerSession, rule: AccessRule): boolean {
  if (!context.release) return false;
  if ('releaseToken' in rule && rule.releaseToken) return true;
  throw forbidden('The release token opens only the release operations');
}

/** A back-office mutation: the session is confirmed with Firebase first (revoked, disabled). */
const isBackofficeMutation = (type: string, rule: AccessRule) => type === 'Mutation' && !('signedIn' in rule);

/**
 * The resolvers with each ruled field checked before it runs: a query's or mutation's field
 * before its resolver, a back-office mutation after the session is confirmed with Firebase,
 * a subscription before it subscribes and again before each event it delivers. A rule naming
 * a field the resolvers lack is a mistake caught at start.
 */
export function guardResolvers<T extends object>(resolvers: T, access: FieldAccess): T {
  const map = resolvers as unknown as ResolverMap;
  const guarded: ResolverMap = Object.fromEntries(Object.entries(map).map(([type, fields]) => [type, { ...fields }]));
  for (const [key, rule] of Object.entries(access)) {
    const [type = '', field = ''] = key.split('.');
    const resolver = guarded[type]?.[field];
    if (!resolver) throw new Error(`access rule for ${key}, which has no resolver`);
    (guarded[type] as ResolverMap[string])[field] =
      typeof resolver === 'function'
        ? guardField(resolver, rule, isBackofficeMutation(type, rule))
        : guardSubscription(resolver, rule);
  }
  return guarded as unknown as T;
}

function guardField(inner: Resolver, rule: AccessRule, confirmSession: boolean): Resolver {
  if (!confirmSession) {
    return (parent, args, context, info) => {
      if (!passesByReleaseToken(context, rule)) checkAccess(context.viewer, rule);
      return inner(parent, args, context, info);
    };
  }
  return async (parent, args, context, info) => {
    if (passesByReleaseToken(context, rule)) return inner(parent, args, context, info);
    checkAccess(context.viewer, rule);
    await context.confirmSession();
    return inner(parent, args, context, info);
  };
}

function guardSubscription({ subscribe, resolve }: Subscription, rule: AccessRule): Subscription {
  return {
    subscribe: async (parent, args, context, info) => {
      if (context.release) throw forbidden('The release token opens only the release operations');
      checkAccess(context.viewer, rule);
      const events = (await subscribe(parent, args, context, info)) as AsyncIterable<unknown>;
      return whileAllowed(events[Symbol.asyncIterator](), context, rule);
    },
    resolve: (event, args, context, info) => {
      if (event instanceof AccessLost) throw event.error;
      return (resolve ?? (defaultFieldResolver as Resolver))(event, args, context, info);
    },
  };
}
