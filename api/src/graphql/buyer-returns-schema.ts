/** Buyer returns («Возврат от покупателя»): shipped goods taken back, posted into the ledgers. */
export const buyerReturnsTypeDefs = /* GraphQL */ `
  "Why the buyer brought goods back."
  enum BuyerReturnReason {
    "«Брак»"
    DEFECT
    "«Не подошёл»"
    NOT_SUITABLE
    "«Пересорт»: not the goods ordered"
    MISGRADE
    "«Другое»: the line's note says what"
    OTHER
  }

  type BuyerReturnLine {
    lineNo: Int!
    "The shipment's line the goods went out on."
    shipmentLineNo: Int!
    nid: Int!
    "The product's name and vendor code as the shipment sold it."
    name: String!
    vendorCode: String!
    "Units that shipment line took out."
    shipped: Int!
    "Units of that line the shipment's other posted returns took back: at most shipped − returnedElsewhere come back here."
    returnedElsewhere: Int!
    "Units returned by this document."
    quantity: Int!
    "The shipment's price per unit."
    price: Int!
    amount: Int!
    reason: BuyerReturnReason
    note: String
  }

  type BuyerReturn {
    _id: ID!
    nid: Int!
    shipmentNid: Int!
    buyerOrderNid: Int!
    orderNumber: String!
    buyerNid: Int!
    buyerName: String!
    status: DocumentStatus!
    comment: String
    "Sum of the lines at the shipment's prices: what the shop owes the buyer once posted (delivery is not refunded)."
    total: Int!
    "When the shipment was posted."
    shippedAt: String
    "The last Moscow day (YYYY-MM-DD) a return of the shipment is accepted: 14 days after its posting day."
    returnDeadline: String
    createdAt: String!
    createdByName: String!
    postedAt: String
    postedByName: String
    cancelledAt: String
    cancelledByName: String
    lines: [BuyerReturnLine!]!
  }

  type BuyerReturnPage {
    total: Int!
    items: [BuyerReturn!]!
  }

  input BuyerReturnFilter {
    status: DocumentStatus
    shipmentNid: Int
    buyerOrderNid: Int
    "Created from this day (YYYY-MM-DD, Moscow)."
    createdFrom: String
    "Created up to this day, inclusive."
    createdTo: String
    "A return or order number, or part of the buyer's name."
    search: String
  }

  input BuyerReturnLineInput {
    shipmentLineNo: Int!
    "Units that came back: 0 keeps the line in the draft (dropped on posting)."
    quantity: Int!
    "Needed when quantity is above 0."
    reason: BuyerReturnReason
    "Needed for OTHER."
    note: String
  }

  input BuyerReturnInput {
    "A posted shipment, within the return period."
    shipmentNid: Int!
    comment: String
    "Omitted: every shipped line with something left to take back, at 0 units."
    lines: [BuyerReturnLineInput!]
  }

  input BuyerReturnDraftInput {
    comment: String
    lines: [BuyerReturnLineInput!]!
  }

  extend type Query {
    "Back-office: buyer returns, newest first."
    buyerReturns(filter: BuyerReturnFilter, skip: Int = 0, limit: Int = 20): BuyerReturnPage!
    buyerReturn(nid: Int!): BuyerReturn
  }

  extend type Mutation {
    "Back-office: a draft return of a posted shipment. Answers BAD_USER_INPUT with extensions.fieldErrors."
    createBuyerReturn(input: BuyerReturnInput!): BuyerReturn!
    "Back-office: changes a draft's lines and comment; never more per line than the shipment has left to take back."
    updateBuyerReturn(nid: Int!, input: BuyerReturnDraftInput!): BuyerReturn!
    deleteBuyerReturn(nid: Int!): Boolean!
    "Back-office: posts the draft within the return period — the goods come back into stock, the shop owes the buyer."
    postBuyerReturn(nid: Int!): BuyerReturn!
    "Back-office: reverses a posted return: the goods leave stock again (never below zero), the debt to the buyer goes."
    cancelBuyerReturn(nid: Int!): BuyerReturn!
  }
`;
