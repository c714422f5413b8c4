/** Back-office products: the list, the card and its editing (requirements §2: products, products/:id, products/add). */
export const productsTypeDefs = /* GraphQL */ `
  "A range option's number on a product (length, width, heigth)."
  type ProductRangeValue {
    optionNid: Int!
    value: Int!
  }

  extend type Product {
    "Every select value the product has (brand, colour, ...), as the back-office form edits them."
    valueNids: [Int!]!
    "The numbers of the range options the product has; the price is a field of its own."
    rangeValues: [ProductRangeValue!]!
  }

  type BackofficeProductPage {
    total: Int!
    items: [Product!]!
  }

  "The chosen value of a select option; null clears it."
  input ProductSelectValueInput {
    optionNid: Int!
    valueNid: Int
  }

  "The number of a range option; null clears it."
  input ProductRangeValueInput {
    optionNid: Int!
    value: Int
  }

  "A product as the back-office form saves it. Options are those of the category (brand, country and collection always)."
  input ProductInput {
    name: String!
    vendorCode: String!
    categoryNid: Int!
    "Rubles."
    price: Int!
    "The sale price: lower than price; null when there is no sale."
    priceWithAction: Int
    description: String!
    warranty: String!
    "False when the shop no longer sells it."
    onSale: Boolean!
    "Picture URLs; the first is the main one."
    images: [String!]!
    selectValues: [ProductSelectValueInput!]!
    rangeValues: [ProductRangeValueInput!]!
  }

  extend type Query {
    "Back-office: products by name or vendor code and category (with its sub-categories), discontinued too; newest first."
    backofficeProducts(search: String, categoryNid: Int, skip: Int = 0, limit: Int = 20): BackofficeProductPage!
    "Back-office: one product to edit; null for an unknown nid."
    backofficeProduct(nid: Int!): Product
  }

  extend type Mutation {
    "Back-office: adds a product. BAD_USER_INPUT with extensions.fieldErrors (field -> Russian message) for a form problem."
    createProduct(input: ProductInput!): Product!
    "Back-office: saves a product's changes; the storefront shows them at once. Errors as createProduct."
    updateProduct(nid: Int!, input: ProductInput!): Product!
  }
`;
