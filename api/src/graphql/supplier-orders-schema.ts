/** Orders to suppliers: a draft, placed with the supplier, received by acceptances, closed or cancelled. */
export const supplierOrdersTypeDefs = /* GraphQL */ `
  enum SupplierOrderStatus {
    DRAFT
    PLACED
    PARTLY_RECEIVED
    RECEIVED
    CLOSED
    CANCELLED
  }

  type SupplierOrderLine {
    lineNo: Int!
    "The product's nid, name and vendor code."
    nid: Int!
    name: String!
    vendorCode: String!
    quantity: Int!
    "Purchase price per unit, rubles."
    price: Int!
    amount: Int!
    "Units received by posted acceptances."
    received: Int!
  }

  "An order to a supplier («Заказ поставщику»); money in whole rubles."
  type SupplierOrder {
    _id: ID!
    nid: Int!
    supplierNid: Int!
    supplierName: String!
    status: SupplierOrderStatus!
    "YYYY-MM-DD."
    expectedDate: String
    comment: String
    total: Int!
    createdAt: String!
    createdByName: String!
    "The last status change: when and by whom."
    statusChangedAt: String
    statusChangedByName: String
    lines: [SupplierOrderLine!]!
    "Acceptances written against the order, oldest first."
    acceptances: [Acceptance!]!
  }

  type SupplierOrderPage {
    total: Int!
    items: [SupplierOrder!]!
  }

  input SupplierOrderFilter {
    supplierNid: Int
    status: SupplierOrderStatus
    "Created from this day (YYYY-MM-DD, Moscow)."
    createdFrom: String
    "Created up to this day, inclusive."
    createdTo: String
    "Part of the order number."
    search: String
  }

  input SupplierOrderLineInput {
    nid: Int!
    quantity: Int!
    price: Int!
  }

  input SupplierOrderInput {
    supplierNid: Int!
    expectedDate: String
    comment: String
    "A draft may have none; placing needs at least one."
    lines: [SupplierOrderLineInput!]!
  }

  extend type Query {
    "Back-office: supplier orders, newest first."
    supplierOrders(filter: SupplierOrderFilter, skip: Int = 0, limit: Int = 20): SupplierOrderPage!
    supplierOrder(nid: Int!): SupplierOrder
  }

  extend type Mutation {
    "Back-office: a new draft order. Answers BAD_USER_INPUT with extensions.fieldErrors."
    createSupplierOrder(input: SupplierOrderInput!): SupplierOrder!
    "Back-office: changes a draft (a placed order is not edited)."
    updateSupplierOrder(nid: Int!, input: SupplierOrderInput!): SupplierOrder!
    "Back-office: deletes a draft."
    deleteSupplierOrder(nid: Int!): Boolean!
    "Back-office: the draft is sent to the supplier; needs at least one line."
    placeSupplierOrder(nid: Int!): SupplierOrder!
    "Back-office: cancels a draft or a placed order with no posted acceptance."
    cancelSupplierOrder(nid: Int!): SupplierOrder!
    "Back-office: nothing more is expected on a placed or (partly) received order."
    closeSupplierOrder(nid: Int!): SupplierOrder!
  }
`;
