/** Shipments («Отгрузка», «Расходная накладная»): goods leaving for buyers, posted into the ledgers. */
export const shipmentsTypeDefs = /* GraphQL */ `
  "How a shipment's delivery went."
  enum DeliveryStatus {
    PLANNED
    DELIVERED
    FAILED
  }

  "When and with whom a shipment goes out; re-planned at any time until delivered."
  type ShipmentDelivery {
    "YYYY-MM-DD."
    date: String!
    driverUid: ID
    "The driver's name when assigned."
    driverName: String
    status: DeliveryStatus!
    "Why it was not delivered."
    failureReason: String
    plannedAt: String!
    plannedByName: String!
    markedAt: String
    markedByName: String
  }

  type ShipmentLine {
    lineNo: Int!
    "The buyer order's line it ships."
    orderLineNo: Int!
    nid: Int!
    name: String!
    vendorCode: String!
    "Ordered on that line, and shipped there so far by posted shipments."
    ordered: Int!
    orderShipped: Int!
    "Units this shipment takes out."
    quantity: Int!
    "The order's price per unit."
    price: Int!
    amount: Int!
  }

  type Shipment {
    _id: ID!
    nid: Int!
    buyerOrderNid: Int!
    orderNumber: String!
    buyerNid: Int!
    "The buyer counterparty's name."
    buyerName: String!
    "Whom the order names, their phone (+7XXXXXXXXXX) and address."
    contactName: String!
    phone: String!
    address: String
    delivery: DeliveryMethod!
    payment: PaymentMethod!
    status: DocumentStatus!
    comment: String
    goodsTotal: Int!
    "The order's delivery cost when this is its first posted shipment (a draft shows what posting it now would charge)."
    deliveryCost: Int!
    total: Int!
    createdAt: String!
    createdByName: String!
    postedAt: String
    postedByName: String
    cancelledAt: String
    cancelledByName: String
    lines: [ShipmentLine!]!
    "The delivery plan; null for pickup."
    deliveryPlan: ShipmentDelivery
  }

  type ShipmentPage {
    total: Int!
    items: [Shipment!]!
  }

  "An order line with what its posted shipments took."
  type ShippedOrderLine {
    lineNo: Int!
    nid: Int!
    name: String!
    ordered: Int!
    shipped: Int!
  }

  extend type BuyerOrder {
    "Back-office: the order's shipments, oldest first."
    shipments: [Shipment!]!
    "Back-office: each line, ordered and shipped by posted shipments."
    shippedLines: [ShippedOrderLine!]!
  }

  input ShipmentFilter {
    status: DocumentStatus
    buyerOrderNid: Int
    "Made on or after / on or before these Moscow days, YYYY-MM-DD."
    dateFrom: String
    dateTo: String
    "A shipment or order number, or part of the buyer's name."
    search: String
  }

  input ShipmentLineInput {
    orderLineNo: Int!
    "0: not this time (posting drops the line)."
    quantity: Int!
  }

  input ShipmentInput {
    buyerOrderNid: Int!
    comment: String
    "Omitted: every line of the order with what is still to ship."
    lines: [ShipmentLineInput!]
    "Delivery (not for pickup): the day, YYYY-MM-DD (default: tomorrow), and the driver."
    deliveryDate: String
    driverUid: ID
  }

  input ShipmentDraftInput {
    comment: String
    lines: [ShipmentLineInput!]!
  }

  extend type Query {
    "Back-office: shipments, newest first."
    shipments(filter: ShipmentFilter, skip: Int = 0, limit: Int = 20): ShipmentPage!
    shipment(nid: Int!): Shipment
  }

  extend type Mutation {
    "Back-office: a draft shipment of a confirmed order. Answers BAD_USER_INPUT with extensions.fieldErrors."
    createShipment(input: ShipmentInput!): Shipment!
    "Back-office: changes a draft's lines and comment."
    updateShipment(nid: Int!, input: ShipmentDraftInput!): Shipment!
    deleteShipment(nid: Int!): Boolean!
    "Back-office: posts the draft — stock falls (never below zero), the buyer owes the shop, the order's status follows."
    postShipment(nid: Int!): Shipment!
    "Back-office: reverses a posted shipment; refused once delivered."
    cancelShipment(nid: Int!): Shipment!
  }
`;
