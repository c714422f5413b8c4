/**
 * «Акт сверки взаимных расчётов»: a counterparty's settlement rows for a period from the shop's
 * side, with the balances before and after it. Read only: it sums `counterparty_moves`.
 */
export const reconciliationTypeDefs = /* GraphQL */ `
  enum ReconciliationPartyKind {
    SUPPLIER
    BUYER
  }

  "The other party of a statement, with the requisites the printed form shows."
  type ReconciliationParty {
    nid: Int!
    kind: ReconciliationPartyKind!
    name: String!
    inn: String
    kpp: String
    address: String
    phone: String
    email: String
  }

  "One settlement row of the period. Debit — the counterparty's debt to the shop grows (our shipment to a buyer, our payment or return to a supplier); credit — it shrinks or the shop's debt grows (a buyer's payment or return, a supplier's acceptance)."
  type ReconciliationRow {
    _id: ID!
    "When the row was written (ISO 8601)."
    at: String!
    "Its Moscow day, YYYY-MM-DD."
    day: String!
    documentType: String!
    documentNid: Int!
    "«Приёмка товара № 5», «Платёж № 7 (поступление, наличные)»; a reversing row: «Отмена проведения: …»."
    title: String!
    "The document's back-office screen, e.g. /dmn/payments/7; null when it has none."
    path: String
    "Written when the document was cancelled."
    reversal: Boolean!
    debit: Int!
    credit: Int!
  }

  type ReconciliationStatement {
    _id: ID!
    counterparty: ReconciliationParty!
    "The period's first and last Moscow days, YYYY-MM-DD, both included."
    dateFrom: String!
    dateTo: String!
    "Balances in rubles with the ledger's sign: positive — the shop owes the counterparty, negative — the counterparty owes the shop."
    opening: Int!
    closing: Int!
    "The period's rows in the order they were written."
    rows: [ReconciliationRow!]!
    debitTotal: Int!
    creditTotal: Int!
  }

  extend type Query {
    "Back-office: the statement of a supplier or buyer for a period of Moscow days (at most 3 years); null when there is no such counterparty. A bad period: BAD_USER_INPUT with extensions.fieldErrors (dateFrom, dateTo)."
    reconciliation(counterpartyNid: Int!, dateFrom: String!, dateTo: String!): ReconciliationStatement
  }
`;
