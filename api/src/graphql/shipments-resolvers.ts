import type { FieldAccess } from '../auth/field-access';
import type { BuyerOrder } from '../orders/buyer-order-rows';
import { cancelShipment, postShipment } from '../sales/post-shipment';
import { createShipment, deleteShipment, updateShipment } from '../sales/save-shipment';
import { readShipmentDraft, readShipmentRequest, type ShipmentDraftInput, type ShipmentInput } from '../sales/shipment-request';
import {
  listShipments, loadShipment, shipmentLinesOf, shipmentsOfOrder, shippedLinesOf, type Shipment, type ShipmentDelivery, type ShipmentFilter,
} from '../sales/shipment-rows';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf, type PageArgs } from './document-fields';

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
  date: plan.deliveryDate, driverUid: plan.driverUid, driverName: plan.driverName, status: plan.status, failureReason: plan.failureReason,
  plannedAt: isoOf(plan.plannedAt), plannedByName: plan.plannedByName, markedAt: isoOf(plan.markedAt), markedByName: plan.markedByName,
});

type NidArgs = { nid: number };

export const shipmentsResolvers = {
  Query: {
    shipments: (_: unknown, args: { filter?: ShipmentFilter | null } & PageArgs, { database }: ShopContext) =>
      listShipments(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    shipment: (_: unknown, { nid }: NidArgs, { database }: ShopContext) => loadShipment(database.db, nid),
  },
  Mutation: {
    createShipment: async (_: unknown, { input }: { input: ShipmentInput }, context: ShopContext) =>
      shipmentOrNotFound(context, await createShipment(context.database.db, readShipmentRequest(input), actorIn(context))),
    updateShipment: async (_: unknown, { nid, input }: NidArgs & { input: ShipmentDraftInput }, context: ShopContext) => {
      await updateShipment(context.database.db, nid, readShipmentDraft(input));
      return shipmentOrNotFound(context, nid);
    },
    deleteShipment: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await deleteShipment(context.database.db, nid);
      return true;
    },
    postShipment: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await postShipment(context.database.db, nid, actorIn(context));
      return shipmentOrNotFound(context, nid);
    },
    cancelShipment: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await cancelShipment(context.database.db, nid, actorIn(context));
      return shipmentOrNotFound(context, nid);
    },
  },
  Shipment: {
    _id: (shipment: Shipment) => `shipment-${shipment.nid}`,
    delivery: (shipment: Shipment) => shipment.deliveryMethod,
    payment: (shipment: Shipment) => shipment.paymentMethod,
    createdAt: (shipment: Shipment) => isoOf(shipment.createdAt),
    postedAt: (shipment: Shipment) => isoOf(shipment.postedAt),
    cancelledAt: (shipment: Shipment) => isoOf(shipment.cancelledAt),
    lines: (shipment: Shipment, _: unknown, { database }: ShopContext) => shipmentLinesOf(database.db, shipment.nid),
    deliveryPlan: (shipment: Shipment) => (shipment.plan ? planOf(shipment.plan) : null),
  },
  BuyerOrder: {
    shipments: (order: BuyerOrder, _: unknown, { database }: ShopContext) => shipmentsOfOrder(database.db, order.nid),
    shippedLines: (order: BuyerOrder, _: unknown, { database }: ShopContext) => shippedLinesOf(database.db, order.nid),
  },
};
