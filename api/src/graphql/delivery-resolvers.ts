import { deliversOwnOnly } from '@shop/shared/access';
import type { FieldAccess } from '../auth/field-access';
import { listDrivers, planDelivery, type DeliveryPlan } from '../delivery/delivery-plan';
import { markDelivery, readDeliveryMark, type DeliveryMark } from '../delivery/mark-delivery';
import { routeSheet, routeStopOf, type RouteGroup, type RouteStop } from '../delivery/route-sheet';
import type { Viewer } from '../core/viewer';
import { forbidden, notFound, unauthenticated } from '../core/errors';
import type { ShopContext } from './context';
import { actorIn, isoOf } from './document-fields';
import { shipmentOrNotFound } from './shipments-resolvers';

const SECTION = { section: 'delivery' } as const;

/**
 * «Доставка» opens to administrators, purchasers, sellers and drivers (who enter /dmn as sellers).
 * A driver without isAdmin or isPurchaser sees and marks only their own deliveries; re-planning
 * is dispatch (`planDeliveries`), never a driver's alone.
 */
export const deliveryAccess: FieldAccess = {
  'Query.routeSheet': SECTION,
  'Query.drivers': SECTION,
  'Mutation.markDelivery': SECTION,
  'Mutation.planDelivery': { action: 'planDeliveries' },
};

function viewerIn({ viewer }: ShopContext): Viewer {
  if (!viewer) throw unauthenticated('Войдите, чтобы продолжить');
  return viewer;
}

const sumOf = (stops: RouteStop[], field: 'goodsCount' | 'toCollect') => stops.reduce((sum, stop) => sum + stop[field], 0);

export const deliveryResolvers = {
  Query: {
    routeSheet: async (_: unknown, args: { date: string; driverUid?: string | null }, context: ShopContext) => {
      const viewer = viewerIn(context);
      const ownOnly = deliversOwnOnly(viewer.roles);
      const groups = await routeSheet(context.database.db, args.date, ownOnly ? viewer.uid : (args.driverUid ?? null));
      return { date: args.date, ownOnly, groups };
    },
    drivers: (_: unknown, __: unknown, { database }: ShopContext) => listDrivers(database.db),
  },
  Mutation: {
    planDelivery: async (_: unknown, { shipmentNid, input }: { shipmentNid: number; input: DeliveryPlan }, context: ShopContext) => {
      if (deliversOwnOnly(viewerIn(context).roles)) throw forbidden('Доставку планирует диспетчер: водитель отмечает только свои доставки');
      await planDelivery(context.database.db, shipmentNid, { date: input.date, driverUid: input.driverUid ?? null }, actorIn(context));
      return shipmentOrNotFound(context, shipmentNid);
    },
    markDelivery: async (_: unknown, { shipmentNid, input }: { shipmentNid: number; input: DeliveryMark }, context: ShopContext) => {
      const viewer = viewerIn(context);
      await markDelivery(context.database.db, shipmentNid, readDeliveryMark(input), actorIn(context), viewer.roles);
      const stop = await routeStopOf(context.database.db, shipmentNid);
      if (!stop) throw notFound(`Отгрузка № ${shipmentNid} не в маршрутном листе`);
      return stop;
    },
  },
  RouteGroup: {
    goodsCount: (group: RouteGroup) => sumOf(group.stops, 'goodsCount'),
    toCollect: (group: RouteGroup) => sumOf(group.stops, 'toCollect'),
  },
  RouteStop: {
    _id: (stop: RouteStop) => `route-stop-${stop.shipmentNid}`,
    delivery: (stop: RouteStop) => stop.deliveryMethod,
    payment: (stop: RouteStop) => stop.paymentMethod,
    markedAt: (stop: RouteStop) => isoOf(stop.markedAt),
  },
};
