import { actorOf, type DocumentActor } from '../purchasing/document-actor';
import { unauthenticated } from '../core/errors';
import type { ShopContext } from './context';

/** A timestamp column as GraphQL's String: ISO 8601, null stays null. */
export const isoOf = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The signed-in staff member a mutation writes as (the guard has let them through already). */
export function actorIn({ viewer }: ShopContext): DocumentActor {
  if (!viewer) throw unauthenticated('Войдите, чтобы продолжить');
  return actorOf(viewer);
}

export interface PageArgs {
  skip?: number | null;
  limit?: number | null;
}
