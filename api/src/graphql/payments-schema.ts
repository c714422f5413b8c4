/**
 * Payments («Платёж»): money in from buyers, out to suppliers. Posting writes one settlement row
 * (in: positive, out: negative); cancelling writes the reversing one.
 */
export const paymentsTypeDefs = /* GraphQL */ `
  "IN — «Поступление» from a buyer (or a supplier's refund), OUT — «Списание» to a supplier (or a refund to a buyer)."
  enum PaymentDirection {
    IN
    OUT
  }

  "CASH — наличные, BANK — безналичный расчёт, CARD — банковская карта."
  enum SettlementMethod {
    CASH
    BANK
    CARD
  }

  type Payment {
    _id: ID!
    nid: Int!
    direction: PaymentDirection!
    method: SettlementMethod!
    counterpartyNid: Int!
    counterpartyName: String!
    "The buyer invoice (IN) or supplier invoice (OUT) it pays; null — «на счёт»."
    invoiceNid: Int
    "«Возврат денег»: OUT to a buyer («Возврат денег покупателю») or IN from a supplier («Возврат денег от поставщика»); never against an invoice."
    refund: Boolean!
    amount: Int!
    "YYYY-MM-DD."
    paidOn: String!
    comment: String
    status: DocumentStatus!
    createdAt: String!
    createdByName: String!
    postedAt: String
    postedByName: String
    cancelledAt: String
    cancelledByName: String
  }

  type PaymentPage {
    total: Int!
    items: [Payment!]!
  }

  input PaymentFilter {
    direction: PaymentDirection
    method: SettlementMethod
    status: DocumentStatus
    counterpartyNid: Int
    "Paid on or after / on or before, YYYY-MM-DD."
    dateFrom: String
    dateTo: String
  }

  input PaymentInput {
    direction: PaymentDirection!
    method: SettlementMethod!
    "Omitted when an invoice is given: the invoice's counterparty is taken."
    counterpartyNid: Int
    invoiceNid: Int
    amount: Int!
    paidOn: String!
    comment: String
    "Money back: OUT to a buyer or IN from a supplier; counterpartyNid required, no invoice."
    refund: Boolean = false
  }

  extend type Query {
    "Back-office: payments, latest payment date first."
    payments(filter: PaymentFilter, skip: Int = 0, limit: Int = 20): PaymentPage!
    payment(nid: Int!): Payment
  }

  extend type Mutation {
    "Back-office: a draft payment. Answers BAD_USER_INPUT with extensions.fieldErrors (an overpaid invoice names what is left)."
    createPayment(input: PaymentInput!): Payment!
    updatePayment(nid: Int!, input: PaymentInput!): Payment!
    deletePayment(nid: Int!): Boolean!
    "Back-office: posts the draft — one settlement row; refused when its invoice would be overpaid."
    postPayment(nid: Int!): Payment!
    "Back-office: reverses a posted payment; its invoice's paid state follows."
    cancelPayment(nid: Int!): Payment!
  }
`;
