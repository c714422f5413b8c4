/** Supplier returns («Возврат поставщику»): accepted goods sent back, posted into the ledgers. */
export const supplierReturnsTypeDefs = /* GraphQL */ `
  "Why goods go back to the supplier."
  enum SupplierReturnReason {
    "«Брак»"
    DEFECT
    "«Пересорт»: not the goods ordered"
    MISGRADE
    "«Излишки»: more than ordered"
    SURPLUS
  }

  type SupplierReturnLine {
    lineNo: Int!
    "The acceptance's line the goods came in on."
    acceptanceLineNo: Int!
    nid: Int!
    name: String!
    vendorCode: String!
    "Units that acceptance line brought in."
    accepted: Int!
    "Units of that line the acceptance's other posted returns took back: at most accepted − returnedElsewhere go back here."
    returnedElsewhere: Int!
    "The product's stock now."
    stock: Int!
    "Units returned by this document."
    quantity: Int!
    "The acceptance's price per unit."
    price: Int!
    amount: Int!
    reason: SupplierReturnReason
    note: String
  }

  type SupplierReturn {
    _id: ID!
    nid: Int!
    acceptanceNid: Int!
    supplierOrderNid: Int!
    supplierNid: Int!
    supplierName: String!
    supplierInn: String
    supplierKpp: String
    supplierAddress: String
    status: DocumentStatus!
    comment: String
    "Sum of the lines at the acceptance's prices: what the shop owes the supplier less once posted."
    total: Int!
    createdAt: String!
    createdByName: String!
    postedAt: String
    postedByName: String
    cancelledAt: String
    cancelledByName: String
    lines: [SupplierReturnLine!]!
  }

  type SupplierReturnPage {
    total: Int!
    items: [SupplierReturn!]!
  }

  input SupplierReturnFilter {
    status: DocumentStatus
    supplierNid: Int
    acceptanceNid: Int
    "Created from this day (YYYY-MM-DD, Moscow)."
    createdFrom: String
    "Created up to this day, inclusive."
    createdTo: String
    "Part of the return number."
    search: String
  }

  input SupplierReturnLineInput {
    acceptanceLineNo: Int!
    "Units to return: 0 keeps the line in the draft (dropped on posting)."
    quantity: Int!
    "Needed when quantity is above 0."
    reason: SupplierReturnReason
    note: String
  }

  input SupplierReturnInput {
    "A posted acceptance."
    acceptanceNid: Int!
    comment: String
    "Omitted: every acceptance line with something left to return, at 0 units."
    lines: [SupplierReturnLineInput!]
  }

  input SupplierReturnDraftInput {
    comment: String
    lines: [SupplierReturnLineInput!]!
  }

  extend type Query {
    "Back-office: supplier returns, newest first."
    supplierReturns(filter: SupplierReturnFilter, skip: Int = 0, limit: Int = 20): SupplierReturnPage!
    supplierReturn(nid: Int!): SupplierReturn
  }

  extend type Mutation {
    "Back-office: a draft return against a posted acceptance. Answers BAD_USER_INPUT with extensions.fieldErrors."
    createSupplierReturn(input: SupplierReturnInput!): SupplierReturn!
    "Back-office: changes a draft's lines and comment; never more per line than the acceptance has left to give back."
    updateSupplierReturn(nid: Int!, input: SupplierReturnDraftInput!): SupplierReturn!
    deleteSupplierReturn(nid: Int!): Boolean!
    "Back-office: posts the draft — the goods leave stock (never below zero), the shop owes the supplier less."
    postSupplierReturn(nid: Int!): SupplierReturn!
    "Back-office: reverses a posted return: the goods come back into stock, the debt back up."
    cancelSupplierReturn(nid: Int!): SupplierReturn!
  }
`;
