import { print } from 'graphql';
import {
  BuyerOrderShipmentsDocument,
  CancelShipmentDocument,
  CreateShipmentDocument,
  DeleteShipmentDocument,
  DriversDocument,
  MarkDeliveryDocument,
  PlanDeliveryDocument,
  PostShipmentDocument,
  RouteSheetDocument,
  ShipmentDocument,
  ShipmentsDocument,
  UpdateShipmentDocument,
  type BuyerOrderShipmentsQuery,
  type RouteSheetQuery,
  type RouteStopFieldsFragment,
  type ShipmentFieldsFragment,
  type ShipmentHeaderFragment,
  type ShipmentInput,
} from 'mfe-backoffice/graphql';
import type { ShopDatabase } from '../db/open-database';
import { fieldCaller } from './graphql-over-http';

/** The back-office's shipment and delivery operations (mfe-backoffice/graphql), as text for HTTP. */
export const S = {
  shipments: print(ShipmentsDocument),
  shipment: print(ShipmentDocument),
  createShipment: print(CreateShipmentDocument),
  updateShipment: print(UpdateShipmentDocument),
  deleteShipment: print(DeleteShipmentDocument),
  postShipment: print(PostShipmentDocument),
  cancelShipment: print(CancelShipmentDocument),
  orderShipments: print(BuyerOrderShipmentsDocument),
  routeSheet: print(RouteSheetDocument),
  drivers: print(DriversDocument),
  planDelivery: print(PlanDeliveryDocument),
  markDelivery: print(MarkDeliveryDocument),
};

/** A small client for one staff token: each call returns the answer's field, or throws its error. */
export function salesClient(base: string, token: string) {
  const call = fieldCaller(base, token);
  return {
    createShipment: (input: ShipmentInput) => call<ShipmentFieldsFragment>(S.createShipment, { input }),
    postShipment: (nid: number) => call<ShipmentFieldsFragment>(S.postShipment, { nid }),
    cancelShipment: (nid: number) => call<ShipmentFieldsFragment>(S.cancelShipment, { nid }),
    shipment: (nid: number) => call<ShipmentFieldsFragment>(S.shipment, { nid }),
    orderShipments: (nid: number) =>
      call<NonNullable<BuyerOrderShipmentsQuery['buyerOrder']>>(S.orderShipments, { nid }),
    routeSheet: (date: string, driverUid?: string) =>
      call<RouteSheetQuery['routeSheet']>(S.routeSheet, { date, driverUid }),
    planDelivery: (shipmentNid: number, date: string, driverUid: string | null) =>
      call<ShipmentHeaderFragment>(S.planDelivery, { shipmentNid, input: { date, driverUid } }),
    markDelivery: (shipmentNid: number, delivered: boolean, reason?: string) =>
      call<RouteStopFieldsFragment>(S.markDelivery, { shipmentNid, input: { delivered, reason } }),
    /** A posted shipment in one go. */
    async shipped(input: ShipmentInput) {
      return this.postShipment((await this.createShipment(input)).nid);
    },
  };
}

/** An order's status and its history as (from, to, who) rows, oldest first. */
export async function orderStatusOf(database: ShopDatabase, nid: number) {
  const [order] = await database.query<{ status: string }>('SELECT status FROM buyer_orders WHERE nid = $1', [nid]);
  const history = await database.query<{ from_status: string; to_status: string; changed_by_name: string }>(
    'SELECT from_status, to_status, changed_by_name FROM buyer_order_status_changes WHERE order_nid = $1 ORDER BY id',
    [nid],
  );
  return {
    status: order?.status,
    history: history.map((row) => [row.from_status, row.to_status, row.changed_by_name]),
  };
}
