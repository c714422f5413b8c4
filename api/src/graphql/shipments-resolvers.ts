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
import { accessTo, accessToAll, documentResolvers, listResolver } from './document-resolvers';
import { isoOf, locationField } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

const shipments = documentResolvers({
  idPrefix: 'shipment',
  load: loadShipment,
  missing: (nid) => `Отгрузка № ${nid} не найдена`,
});

/** The shipment as it now stands; NOT_FOUND when it is gone. */
export const shipmentOrNotFound = shipments.orNotFound;

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
    shipments: listResolver(listShipments),
    shipment: shipments.one,
  },
  Mutation: {
    createShipment: shipments.create(createShipment, readShipmentRequest),
    updateShipment: shipments.update(updateShipment, readShipmentDraft),
    deleteShipment: shipments.remove(deleteShipment),
    postShipment: shipments.step(postShipment),
    cancelShipment: shipments.step(cancelShipment),
  },
  Shipment: {
    location: locationField,
    ...shipments.fields('createdAt', 'postedAt', 'cancelledAt'),
    delivery: (shipment) => shipment.deliveryMethod,
    payment: (shipment) => shipment.paymentMethod,
    lines: (shipment, _, { database }) => shipmentLinesOf(database.db, shipment.nid),
    deliveryPlan: (shipment) => (shipment.plan ? planOf(shipment.plan) : null),
  },
  BuyerOrder: {
    shipments: (order, _, { database }) => shipmentsOfOrder(database.db, order.nid),
    shippedLines: (order, _, { database }) => shippedLinesOf(database.db, order.nid),
  },
};

/**
 * «Отгрузки» is a sales section: administrators, sellers and purchasers ship goods and post them.
 * A shipment's delivery plan is the dispatchers' («Доставка»).
 */
export const shipmentsAccess = {
  ...accessToAll({ section: 'shipments' }, shipmentsResolvers, 'Query', 'Mutation', 'BuyerOrder'),
  ...accessTo({ section: 'delivery' }, { Shipment: ['deliveryPlan'] }),
};
