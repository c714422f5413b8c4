/**
 * Buyer invoices («Счёт на оплату») and buyer counterparties. An invoice writes no ledger row:
 * the buyer's debt arises at shipment; its paid state is derived from posted payments.
 */
export const buyerInvoicesTypeDefs = /* GraphQL */ `
  "Derived from the posted payments allocated to an invoice; never typed in."
  enum PaymentState {
    PAID
    PARTLY_PAID
    UNPAID
  }

  "A buyer's card: made from an order's contact when staff first invoice it."
  type Buyer {
    _id: ID!
    nid: Int!
    name: String!
    "For a company, when known."
    inn: String
    phone: String
    email: String
    address: String
    createdAt: String!
    "Settlements in rubles: negative — the buyer owes the shop, positive — the shop owes the buyer (an advance)."
    balance: Int!
  }

  type BuyerPage {
    total: Int!
    items: [Buyer!]!
  }

  type BuyerInvoiceLine {
    lineNo: Int!
    nid: Int!
    name: String!
    vendorCode: String!
    quantity: Int!
    price: Int!
    amount: Int!
  }

  type BuyerInvoice {
    _id: ID!
    nid: Int!
    buyerOrderNid: Int!
    buyerNid: Int!
    buyerName: String!
    buyerPhone: String
    buyerEmail: String
    buyerInn: String
    buyerAddress: String
    "YYYY-MM-DD."
    dueDate: String!
    comment: String
    lines: [BuyerInvoiceLine!]!
    goodsTotal: Int!
    deliveryCost: Int!
    total: Int!
    "Posted payments allocated to the invoice, and what is left to pay."
    paid: Int!
    leftToPay: Int!
    "Derived from posted payments; staff see «Аннулирован» instead once cancelledAt is set."
    paymentState: PaymentState!
    payments: [Payment!]!
    createdAt: String!
    createdByName: String!
    "The last correction of the due date or comment (ISO 8601), and who made it."
    updatedAt: String
    updatedByName: String
    "Set when the invoice is annulled (ISO 8601): it then takes no payments and no longer stands for its order."
    cancelledAt: String
    cancelledByName: String
  }

  type BuyerInvoicePage {
    total: Int!
    items: [BuyerInvoice!]!
  }

  input InvoiceFilter {
    paymentState: PaymentState
    counterpartyNid: Int
    "Made on or after / on or before, YYYY-MM-DD."
    dateFrom: String
    dateTo: String
    "The invoice number, or part of the counterparty's name."
    search: String
    "true — only annulled invoices, false — only standing ones; unset — all. A paymentState means standing ones."
    cancelled: Boolean
  }

  input BuyerInvoiceInput {
    buyerOrderNid: Int!
    "YYYY-MM-DD."
    dueDate: String!
    comment: String
  }

  "What may change on a buyer invoice: its lines stay as the order was invoiced."
  input BuyerInvoiceUpdateInput {
    "YYYY-MM-DD."
    dueDate: String!
    comment: String
  }

  extend type BuyerOrder {
    "Back-office: the order's standing (not annulled) invoice, if it has one."
    invoice: BuyerInvoice
  }

  extend type Query {
    "Back-office: invoices to buyers, newest first."
    buyerInvoices(filter: InvoiceFilter, skip: Int = 0, limit: Int = 20): BuyerInvoicePage!
    buyerInvoice(nid: Int!): BuyerInvoice
    "Back-office: buyer counterparties by name; search by name, phone or e-mail."
    buyers(search: String, skip: Int = 0, limit: Int = 20): BuyerPage!
    buyer(nid: Int!): Buyer
  }

  extend type Mutation {
    "Back-office: an invoice from a buyer order (its lines and delivery); finds or makes the buyer. No ledger rows."
    createBuyerInvoice(input: BuyerInvoiceInput!): BuyerInvoice!
    "Back-office: a new due date or comment; refused once the invoice is annulled."
    updateBuyerInvoice(nid: Int!, input: BuyerInvoiceUpdateInput!): BuyerInvoice!
    "Back-office: «Аннулировать счёт»; refused while a posted payment is allocated to it. The order may then be invoiced again."
    cancelBuyerInvoice(nid: Int!): BuyerInvoice!
  }
`;
