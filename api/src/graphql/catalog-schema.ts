/* GraphQL */
export const catalogTypeDefs = `#graphql
  "A catalogue category; a sub-category has its parent's nid in topCategoryNid (requirements §3)."
  type Category {
    _id: ID!
    nid: Int!
    rusName: String!
    "The URL key: smesiteli, dlya-rakovini."
    path: String!
    "The category's page: /smesiteli/dlya-rakovini."
    url: String!
    picture: String!
    topCategoryNid: Int
    description: String!
    "Options whose values may stand in the path (requirements §9)."
    urlOptionsToFilter: [Int!]!
    "Options of the filter panel, in order."
    optionsToFilter: [Int!]!
    optionsForPropertiesShort: [Int!]!
    optionsForPropertiesDetail: [Int!]!
    "Product fields printed on catalogue cards."
    valuesToShowInCatalogCards: [String!]!
    "Product fields the back-office edits."
    mutFields: [String!]!
    "Direct sub-categories."
    children: [Category!]!
    "The category above a sub-category."
    parent: Category
  }

  "One value of a select option (requirements §3: bCol entry); name is its URL form."
  type OptionValue {
    order: Int!
    nid: Int!
    name: String!
    rusName: String!
  }

  "A filterable property. select: values in bCol; range: numbers in a product column."
  type Option {
    _id: ID!
    nid: Int!
    "Query parameter name: brand, price."
    name: String!
    rusName: String!
    topCategoryNid: Int
    valType: String!
    unit: String
    bCol: [OptionValue!]!
  }

  "A line of the product card's property table."
  type ProductProperty {
    optionNid: Int!
    rusName: String!
    value: String!
  }

  type Product {
    _id: ID!
    nid: Int!
    categoryNid: Int!
    vendorCode: String!
    url: String!
    imageUrl: String!
    "Popularity rank: smaller sells more."
    order: Int!
    name: String!
    brand: String!
    country: String!
    brandCollection: String
    "Rubles."
    price: Int!
    priceTotal: Int!
    "solo — sold alone; set — priceTotal covers a set."
    totalSelectOrSoloValue: String!
    "Sale price in rubles, when on sale."
    priceWithAction: Int
    "Millimetres."
    length: Int
    width: Int
    heigth: Int
    material: String
    color: String
    mounting: String
    description: String!
    warranty: String!
    images: [String!]!
    stock: Int!
    inStock: Boolean!
    "False when the shop no longer sells it."
    onSale: Boolean!
    createdAt: String!
    category: Category!
    "The card's property table; short: only the options a tile shows (optionsForPropertiesShort)."
    properties(short: Boolean = false): [ProductProperty!]!
    "Other products of the same brand collection, at most 24 (SAME_COLLECTION_LIMIT)."
    sameCollection(limit: Int = 8): [Product!]!
  }

  input OptionFilter {
    optionNid: Int!
    "Any of these values (OR)."
    valueNids: [Int!]!
  }

  input RangeFilter {
    optionNid: Int!
    min: Float
    max: Float
  }

  "What a product list is narrowed to; options are AND-ed."
  input ProductFilter {
    categoryNid: Int
    options: [OptionFilter!]
    ranges: [RangeFilter!]
    inStock: Boolean
    discounted: Boolean
  }

  enum ProductSortField {
    "Popularity."
    ORDER
    "The price the buyer pays (sale price when there is one)."
    PRICE
    "When the product arrived."
    NEW
    NAME
  }

  enum SortDirection {
    ASC
    DESC
  }

  input ProductSort {
    field: ProductSortField!
    direction: SortDirection = ASC
  }

  type InternalCategory {
    nid: Int!
    path: String!
    rusName: String!
    url: String!
    count: Int!
  }

  "One entry of the filter panel (requirements §3: filter count entry)."
  type FilterCount {
    _id: ID!
    optionColName: String!
    optionColNid: Int!
    count: Int!
    minVal: Float
    maxVal: Float
    selectedMin: Float
    selectedMax: Float
    rusNameCat: String!
    "select, range, or category (the entry with internalCat)."
    valTypeCat: String!
    name: String
    rusName: String
    "The URL that applies this value."
    urlOptionsToFilter: String!
    "The option's selected value nids; the category entry's: the panel's options in order (the order of a catalogue URL's query)."
    optionsToFilter: [Int!]!
    "Whether this value is selected."
    dilemma: Boolean!
    "The URL that removes it, when selected."
    dilemmaRemoveOption: String
    internalCat: [InternalCategory!]
  }

  "A top category in the storefront's menu, with what is on sale in it."
  type MenuCategory {
    nid: Int!
    rusName: String!
    path: String!
    url: String!
    picture: String!
    productCount: Int!
    children: [MenuCategory!]!
  }

  type SearchResult {
    items: [Product!]!
    total: Int!
    "Set when nothing matched the query as typed and this corrected query found the items."
    correctedQuery: String
  }

  type Query {
    "getProducts (requirements §7): url is the catalogue path plus its query parameters; limit at most 100."
    products(filter: ProductFilter, sort: [ProductSort!], skip: Int = 0, limit: Int = 18, url: String): [Product!]!
    "How many products the same filter and url give, for page links."
    productsCount(filter: ProductFilter, url: String): Int!
    "getCategories (requirements §7)."
    categoriesObjects: [Category!]!
    "getOptions (requirements §7)."
    options: [Option!]!
    "filterCountAll (requirements §7): url is /{slug}/splithh: or a catalogue URL."
    filterCountAll(filter: ProductFilter, url: String): [FilterCount!]!
    "The storefront's catalogue menu: top categories, their sub-categories and product counts."
    menu: [MenuCategory!]!
    "One category by its URL key."
    category(path: String!): Category
    "The full product card; null for an unknown nid."
    product(nid: Int!): Product
    "Search with Russian morphology, ranked; tolerant of a small typo."
    search(q: String!, skip: Int = 0, limit: Int = 18): SearchResult!
  }
`;
