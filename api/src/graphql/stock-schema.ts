/** Remains (stock per product, derived from the stock ledger) and inventory counts. */
export const stockTypeDefs = /* GraphQL */ `
  "A product's remains: its stock is the sum of its stock moves, never typed in."
  type Remain {
    _id: ID!
    "The product's nid."
    nid: Int!
    name: String!
    vendorCode: String!
    categoryNid: Int!
    categoryName: String!
    "Units in stock (may be below zero when more left than was recorded coming in)."
    stock: Int!
    "False when the shop no longer sells it."
    onSale: Boolean!
  }

  type RemainPage {
    total: Int!
    items: [Remain!]!
  }

  "One move of the stock ledger."
  type StockMove {
    _id: ID!
    "When it was written (ISO 8601)."
    createdAt: String!
    "What kind of move: initial, inventory-count, ..."
    reason: String!
    "The document's title, when the move has one."
    document: String
    "The inventory count that wrote it, if one did."
    inventoryCountId: Int
    "Units in (+) or out (−)."
    quantity: Int!
    "The product's stock right after this move."
    balanceAfter: Int!
  }

  "A product's moves, newest first, with the product as it is now."
  type StockHistory {
    product: Remain!
    total: Int!
    items: [StockMove!]!
  }

  "A counted product: the stock when the count was posted, the figure counted, and the difference."
  type InventoryCountLine {
    lineNo: Int!
    nid: Int!
    name: String!
    vendorCode: String!
    expected: Int!
    counted: Int!
    difference: Int!
  }

  "A posted inventory count («Инвентаризация»); posted counts are never edited."
  type InventoryCount {
    _id: ID!
    id: Int!
    "When it was posted (ISO 8601)."
    postedAt: String!
    "Who posted it: their uid, and their name as it was then."
    postedBy: String!
    postedByName: String!
    comment: String
    lineCount: Int!
    lines: [InventoryCountLine!]!
  }

  type InventoryCountPage {
    total: Int!
    items: [InventoryCount!]!
  }

  input InventoryCountLineInput {
    nid: Int!
    "Units counted: a whole number from 0."
    counted: Int!
  }

  input InventoryCountInput {
    "At least one line, each product once."
    lines: [InventoryCountLineInput!]!
    comment: String
  }

  extend type Query {
    "Back-office: products with their stock; atMost keeps those with at most that many units (0: out of stock)."
    remains(search: String, categoryNid: Int, atMost: Int, skip: Int = 0, limit: Int = 20): RemainPage!
    "Back-office: a product's stock moves; null for an unknown product."
    stockHistory(nid: Int!, skip: Int = 0, limit: Int = 20): StockHistory
    "Back-office: posted inventory counts, newest first."
    inventoryCounts(skip: Int = 0, limit: Int = 20): InventoryCountPage!
    "Back-office: one posted inventory count; null when there is none with this id."
    inventoryCount(id: Int!): InventoryCount
  }

  extend type Mutation {
    "Back-office: posts an inventory count; the counted products' stock becomes the counted figures. Answers BAD_USER_INPUT with extensions.fieldErrors."
    postInventoryCount(input: InventoryCountInput!): InventoryCount!
  }
`;
