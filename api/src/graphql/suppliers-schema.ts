/** Suppliers: counterparties of kind SUPPLIER, with their requisites and settlement balance. */
export const suppliersTypeDefs = /* GraphQL */ `
  "A supplier's card («Поставщик»)."
  type Supplier {
    _id: ID!
    nid: Int!
    name: String!
    "10 digits for a company, 12 for an entrepreneur."
    inn: String!
    kpp: String
    phone: String
    email: String
    address: String
    contactPerson: String
    comment: String
    "When and by whom the card was made (ISO 8601; the name as it was then)."
    createdAt: String!
    createdByName: String!
    "Settlements in rubles: positive — the shop owes the supplier, negative — the supplier owes the shop."
    balance: Int!
  }

  type SupplierPage {
    total: Int!
    items: [Supplier!]!
  }

  input SupplierInput {
    name: String!
    "Checked with its check digits."
    inn: String!
    kpp: String
    phone: String
    email: String
    address: String
    contactPerson: String
    comment: String
  }

  extend type Query {
    "Back-office: suppliers by name; search finds part of the name or the INN."
    suppliers(search: String, skip: Int = 0, limit: Int = 20): SupplierPage!
    "Back-office: one supplier; null when there is none."
    supplier(nid: Int!): Supplier
  }

  extend type Mutation {
    "Back-office: a new supplier. Answers BAD_USER_INPUT with extensions.fieldErrors."
    createSupplier(input: SupplierInput!): Supplier!
    "Back-office: changes a supplier's card. Answers BAD_USER_INPUT with extensions.fieldErrors."
    updateSupplier(nid: Int!, input: SupplierInput!): Supplier!
  }
`;
