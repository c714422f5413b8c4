/** Delivery («Доставка»): the day's route sheet per driver, re-planning and the drivers' marks. */
export const deliveryTypeDefs = /* GraphQL */ `
  "A user who holds isDriver."
  type Driver {
    uid: ID!
    name: String!
  }

  "One delivery of the day: whom to call, where to go, what to hand over and collect."
  type RouteStop {
    _id: ID!
    shipmentNid: Int!
    orderNid: Int!
    orderNumber: String!
    "Whom the order names."
    buyerName: String!
    phone: String!
    address: String
    delivery: DeliveryMethod!
    payment: PaymentMethod!
    "The buyer's comment on the order."
    comment: String
    "Units to hand over."
    goodsCount: Int!
    "The shipment's sum."
    total: Int!
    "Cash to take: what is left to pay on a cash-on-delivery order, at most the shipment's sum; else 0."
    toCollect: Int!
    driverUid: ID
    driverName: String
    status: DeliveryStatus!
    failureReason: String
    markedAt: String
    markedByName: String
  }

  "One driver's deliveries of the day (driverUid null: not assigned yet)."
  type RouteGroup {
    driverUid: ID
    driverName: String
    stops: [RouteStop!]!
    goodsCount: Int!
    toCollect: Int!
  }

  type RouteSheet {
    "YYYY-MM-DD."
    date: String!
    "True when the viewer is a driver who sees only their own deliveries."
    ownOnly: Boolean!
    groups: [RouteGroup!]!
  }

  input DeliveryPlanInput {
    "YYYY-MM-DD."
    date: String!
    "A driver's uid; null: not assigned."
    driverUid: ID
  }

  input DeliveryMarkInput {
    "True: «Доставлено»; false: «Не доставлено», with the reason."
    delivered: Boolean!
    reason: String
  }

  extend type Query {
    "Back-office: the route sheet of a day — posted shipments to deliver then, per driver. A driver sees only their own."
    routeSheet(date: String!, driverUid: ID): RouteSheet!
    "Back-office: the users who hold isDriver, by name."
    drivers: [Driver!]!
  }

  extend type Mutation {
    "Back-office (dispatch): another day or driver for a shipment's delivery, before or after posting."
    planDelivery(shipmentNid: Int!, input: DeliveryPlanInput!): Shipment!
    "Back-office: «Доставлено» or «Не доставлено» (reason required); a driver marks only their own. The order's status follows."
    markDelivery(shipmentNid: Int!, input: DeliveryMarkInput!): RouteStop!
  }
`;
