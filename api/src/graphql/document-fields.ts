import type { Viewer } from '../core/viewer';
import { actorOf, type DocumentActor } from '../documents/document-actor';
import { unauthenticated } from '../core/errors';
import type { StockLocation } from '../documents/stock-locations';
import type { ShopContext } from './context';

/** A timestamp column as GraphQL's String: ISO 8601, null stays null. */
export function isoOf(value: Date | string): string;
export function isoOf(value: Date | string | null | undefined): string | null;
export function isoOf(value: Date | string | null | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** The signed-in user a field is resolved for (the guard has let them through already). */
export function viewerIn({ viewer }: ShopContext): Viewer {
  if (!viewer) throw unauthenticated('Войдите, чтобы продолжить');
  return viewer;
}

/** A document's location (its `locationNid`), from the request's list of locations. */
export async function locationField(
  { locationNid }: { locationNid: number },
  _: unknown,
  context: ShopContext,
): Promise<StockLocation> {
  const location = (await context.stockLocations()).find((candidate) => candidate.nid === locationNid);
  if (!location) throw new Error(`stock location ${locationNid} is missing`);
  return location;
}

/** The signed-in staff member a mutation writes as (the guard has let them through already). */
export const actorIn = (context: ShopContext): DocumentActor => actorOf(viewerIn(context));
