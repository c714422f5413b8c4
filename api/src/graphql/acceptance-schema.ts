/** Acceptances («Приёмка»): goods received against a supplier order, posted into the ledgers. */
export const acceptanceTypeDefs = /* GraphQL */ `
  "A document's life: a draft is edited or deleted; a posted one only cancelled (reversing rows)."
  enum DocumentStatus {
    DRAFT
    POSTED
    CANCELLED
  }

  "What went wrong with a received line."
  enum Discrepancy {
    SHORTAGE
    SURPLUS
    DAMAGED
  }

  type AcceptanceLine {
    lineNo: Int!
    "The supplier order's line it receives against."
    orderLineNo: Int!
    nid: Int!
    name: String!
    vendorCode: String!
    "Ordered on that line, and received there so far by posted acceptances."
    ordered: Int!
    orderReceived: Int!
    "Units accepted by this document."
    quantity: Int!
    price: Int!
    amount: Int!
    discrepancy: Discrepancy
    note: String
  }

  type Acceptance {
    _id: ID!
    nid: Int!
    supplierOrderNid: Int!
    supplierNid: Int!
    supplierName: String!
    status: DocumentStatus!
    comment: String
    total: Int!
    createdAt: String!
    createdByName: String!
    postedAt: String
    postedByName: String
    cancelledAt: String
    cancelledByName: String
    lines: [AcceptanceLine!]!
  }

  type AcceptancePage {
    total: Int!
    items: [Acceptance!]!
  }

  input AcceptanceFilter {
    status: DocumentStatus
    supplierOrderNid: Int
    "Part of the acceptance number."
    search: String
  }

  input AcceptanceLineInput {
    orderLineNo: Int!
    quantity: Int!
    discrepancy: Discrepancy
    note: String
  }

  input AcceptanceInput {
    supplierOrderNid: Int!
    comment: String
    "Omitted: every line of the order with what is still to come."
    lines: [AcceptanceLineInput!]
  }

  extend type Query {
    "Back-office: acceptances, newest first."
    acceptances(filter: AcceptanceFilter, skip: Int = 0, limit: Int = 20): AcceptancePage!
    acceptance(nid: Int!): Acceptance
  }

  extend type Mutation {
    "Back-office: a draft acceptance against a placed order. Answers BAD_USER_INPUT with extensions.fieldErrors."
    createAcceptance(input: AcceptanceInput!): Acceptance!
    "Back-office: changes a draft's lines and comment."
    updateAcceptance(nid: Int!, input: AcceptanceInput!): Acceptance!
    deleteAcceptance(nid: Int!): Boolean!
    "Back-office: posts the draft — stock rises, the shop owes the supplier, the order's received figures follow."
    postAcceptance(nid: Int!): Acceptance!
    "Back-office: reverses a posted acceptance; refused when a product's stock would fall below zero."
    cancelAcceptance(nid: Int!): Acceptance!
  }
`;
