/** Invoices received from suppliers, tied to a supplier order; paid state derived from posted payments. */
export const supplierInvoicesTypeDefs = /* GraphQL */ `
  type SupplierInvoice {
    _id: ID!
    nid: Int!
    supplierOrderNid: Int!
    supplierNid: Int!
    supplierName: String!
    "The number and date as the supplier wrote them (date YYYY-MM-DD)."
    number: String!
    invoiceDate: String!
    amount: Int!
    dueDate: String
    comment: String
    paid: Int!
    leftToPay: Int!
    paymentState: PaymentState!
    payments: [Payment!]!
    createdAt: String!
    createdByName: String!
    "The last correction (ISO 8601), and who made it."
    updatedAt: String
    updatedByName: String
    "Set when the invoice is annulled (ISO 8601): it then takes no payments."
    cancelledAt: String
    cancelledByName: String
  }

  type SupplierInvoicePage {
    total: Int!
    items: [SupplierInvoice!]!
  }

  input SupplierInvoiceInput {
    supplierOrderNid: Int!
    number: String!
    "YYYY-MM-DD."
    invoiceDate: String!
    amount: Int!
    dueDate: String
    comment: String
  }

  "A supplier invoice corrected as the supplier reissued it; its order stays."
  input SupplierInvoiceUpdateInput {
    number: String!
    "YYYY-MM-DD."
    invoiceDate: String!
    "Not below what posted payments have already paid."
    amount: Int!
    dueDate: String
    comment: String
  }

  extend type Query {
    "Back-office: suppliers' invoices, newest first."
    supplierInvoices(filter: InvoiceFilter, skip: Int = 0, limit: Int = 20): SupplierInvoicePage!
    supplierInvoice(nid: Int!): SupplierInvoice
  }

  extend type Mutation {
    "Back-office: records a supplier's invoice against a placed order. No ledger rows (the acceptance writes the debt)."
    createSupplierInvoice(input: SupplierInvoiceInput!): SupplierInvoice!
    "Back-office: corrects a supplier invoice; the sum never below what is paid, nothing once annulled."
    updateSupplierInvoice(nid: Int!, input: SupplierInvoiceUpdateInput!): SupplierInvoice!
    "Back-office: «Аннулировать счёт»; refused while a posted payment is allocated to it."
    cancelSupplierInvoice(nid: Int!): SupplierInvoice!
  }
`;
