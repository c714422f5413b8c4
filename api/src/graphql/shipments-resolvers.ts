import type { FieldAccess } from '../auth/field-access';
import { cancelShipment, postShipment } from '../sales/post-shipment';
import { createShipment, deleteShipment, updateShipment } from '../sales/save-shipment';
import { readShipmentDraft, readShipmentRequest } from '../sales/shipment-request';
import {
  listShipments,
  loadShipment,
  shipmentLinesOf,
  shipmentsOfOrder,
  shippedLinesOf,
  type ShipmentDelivery,
} from '../sales/shipment-rows';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

const SECTION = { section: 'shipments' } as const;

/**
 * «Отгрузки» is a sales section: administrators, sellers and purchasers ship goods and post them.
 * A shipment's delivery plan is the dispatchers' («Доставка»).
 */
export const shipmentsAccess: FieldAccess = {
  'Query.shipments': SECTION,
  'Query.shipment': SECTION,
  'Mutation.createShipment': SECTION,
  'Mutation.updateShipment': SECTION,
  'Mutation.deleteShipment': SECTION,
  'Mutation.postShipment': SECTION,
  'Mutation.cancelShipment': SECTION,
  'BuyerOrder.shipments': SECTION,
  'BuyerOrder.shippedLines': SECTION,
  'Shipment.deliveryPlan': { section: 'delivery' },
};

export async function shipmentOrNotFound(context: ShopContext, nid: number) {
  const shipment = await loadShipment(context.database.db, nid);
  if (!shipment) throw notFound(`Отгрузка № ${nid} не найдена`);
  return shipment;
}

/** A delivery plan as GraphQL gives it. */
const planOf = (plan: ShipmentDelivery) => ({
  date: plan.deliveryDate,
  driverUid: plan.driverUid,
  driverName: plan.driverName,
  status: plan.status,
  failureReason: plan.failureReason,
  plannedAt: isoOf(plan.plannedAt),
  plannedByName: plan.plannedByName,
  markedAt: isoOf(plan.markedAt),
  markedByName: plan.markedByName,
});

export const shipmentsResolvers: Resolvers = {
  Query: {
    shipments: (_, args, { database }) =>
      listShipments(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    shipment: (_, { nid }, { database }) => loadShipment(database.db, nid),
  },
  Mutation: {
    createShipment: async (_, { input }, context) =>
      shipmentOrNotFound(
        context,
        await createShipment(context.database.db, readShipmentRequest(input), actorIn(context)),
      ),
    updateShipment: async (_, { nid, input }, context) => {
      await updateShipment(context.database.db, nid, readShipmentDraft(input));
      return shipmentOrNotFound(context, nid);
    },
    deleteShipment: async (_, { nid }, context) => {
      await deleteShipment(context.database.db, nid);
      return true;
    },
    postShipment: async (_, { nid }, context) => {
      await postShipment(context.database.db, nid, actorIn(context));
      return shipmentOrNotFound(context, nid);
    },
    cancelShipment: async (_, { nid }, context) => {
      await cancelShipment(context.database.db, nid, actorIn(context));
      return shipmentOrNotFound(context, nid);
    },
  },
  Shipment: {
    _id: (shipment) => `shipment-${shipment.nid}`,
    delivery: (shipment) => shipment.deliveryMethod,
    payment: (shipment) => shipment.paymentMethod,
    createdAt: (shipment) => isoOf(shipment.createdAt),
    postedAt: (shipment) => isoOf(shipment.postedAt),
    cancelledAt: (shipment) => isoOf(shipment.cancelledAt),
    lines: (shipment, _, { database }) => shipmentLinesOf(database.db, shipment.nid),
    deliveryPlan: (shipment) => (shipment.plan ? planOf(shipment.plan) : null),
  },
  BuyerOrder: {
    shipments: (order, _, { database }) => shipmentsOfOrder(database.db, order.nid),
    shippedLines: (order, _, { database }) => shippedLinesOf(database.db, order.nid),
  },
};
