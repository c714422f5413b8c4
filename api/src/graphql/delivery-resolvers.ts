import { deliversOwnOnly } from '@shop/shared/access';
import type { FieldAccess } from '../auth/field-access';
import { listDrivers, planDelivery } from '../delivery/delivery-plan';
import { markDelivery, readDeliveryMark } from '../delivery/mark-delivery';
import { routeSheet, routeStopOf, type RouteStop } from '../delivery/route-sheet';
import { forbidden, notFound } from '../core/errors';
import { actorIn, isoOf, viewerIn } from './document-fields';
import type { Resolvers } from './resolver-types.generated';
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

const sumOf = (stops: RouteStop[], field: 'goodsCount' | 'toCollect') =>
  stops.reduce((sum, stop) => sum + stop[field], 0);

export const deliveryResolvers: Resolvers = {
  Query: {
    routeSheet: async (_, args, context) => {
      const viewer = viewerIn(context);
      const ownOnly = deliversOwnOnly(viewer.roles);
      const groups = await routeSheet(context.database.db, args.date, ownOnly ? viewer.uid : (args.driverUid ?? null));
      return { date: args.date, ownOnly, groups };
    },
    drivers: (_, __, { database }) => listDrivers(database.db),
  },
  Mutation: {
    planDelivery: async (_, { shipmentNid, input }, context) => {
      if (deliversOwnOnly(viewerIn(context).roles))
        throw forbidden('Доставку планирует диспетчер: водитель отмечает только свои доставки');
      await planDelivery(
        context.database.db,
        shipmentNid,
        { date: input.date, driverUid: input.driverUid ?? null },
        actorIn(context),
      );
      return shipmentOrNotFound(context, shipmentNid);
    },
    markDelivery: async (_, { shipmentNid, input }, context) => {
      const viewer = viewerIn(context);
      await markDelivery(context.database.db, shipmentNid, readDeliveryMark(input), actorIn(context), viewer.roles);
      const stop = await routeStopOf(context.database.db, shipmentNid);
      if (!stop) throw notFound(`Отгрузка № ${shipmentNid} не в маршрутном листе`);
      return stop;
    },
  },
  RouteGroup: {
    goodsCount: (group) => sumOf(group.stops, 'goodsCount'),
    toCollect: (group) => sumOf(group.stops, 'toCollect'),
  },
  RouteStop: {
    _id: (stop) => `route-stop-${stop.shipmentNid}`,
    delivery: (stop) => stop.deliveryMethod,
    payment: (stop) => stop.paymentMethod,
    markedAt: (stop) => isoOf(stop.markedAt),
  },
};
