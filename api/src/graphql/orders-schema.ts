/* GraphQL */
export const ordersTypeDefs = `#graphql
  "How the goods reach the buyer (spec §2, §9; rules in @shop/shared/delivery)."
  enum DeliveryMethod {
    "From the shop in Khimki, free."
    PICKUP
    "Inside the Moscow ring road: free from 20 000 ₽, else 700 ₽."
    RING_ROAD
    "Beyond the ring road: the ring-road fee plus 40 ₽ per started km."
    BEYOND_RING_ROAD
    "Outside the Moscow region by a transport company the buyer names; paid to the carrier."
    TRANSPORT_COMPANY
  }

  "How the buyer pays (spec §2)."
  enum PaymentMethod {
    CASH
    INVOICE
    "Card on the site after the order is confirmed."
    CARD
  }

  enum BuyerOrderStatus {
    NEW
    CONFIRMED
    SHIPPED
    DELIVERED
    COMPLETED
    CANCELLED
  }

  "What the shop sells a cart line for right now; product is null for an unknown nid."
  type CartPricing {
    nid: Int!
    product: Product
  }

  type BuyerOrderLine {
    nid: Int!
    name: String!
    vendorCode: String!
    imageUrl: String!
    "The price per unit the buyer pays, rubles (the sale price when there was one)."
    price: Int!
    "The regular price per unit at the time of the order, rubles."
    regularPrice: Int!
    quantity: Int!
    "price x quantity, rubles."
    amount: Int!
  }

  type BuyerOrder {
    _id: ID!
    nid: Int!
    "What the buyer and the staff call the order: «Заказ № 10001»."
    number: String!
    "ISO 8601."
    createdAt: String!
    status: BuyerOrderStatus!
    contactName: String!
    "+7XXXXXXXXXX."
    phone: String!
    email: String!
    delivery: DeliveryMethod!
    address: String
    distanceKm: Float
    carrier: String
    "Rubles; 0 for pickup, free delivery and transport companies."
    deliveryCost: Int!
    payment: PaymentMethod!
    comment: String
    "The goods, rubles."
    goodsTotal: Int!
    "goodsTotal + deliveryCost, rubles."
    total: Int!
    lines: [BuyerOrderLine!]!
  }

  input OrderLineInput {
    nid: Int!
    quantity: Int!
    "The unit price the buyer saw, rubles: a different current price refuses the order (PRICE_CHANGED)."
    price: Int!
  }

  input BuyerOrderInput {
    "One per checkout attempt: a repeat with the same key returns the same order."
    idempotencyKey: String!
    lines: [OrderLineInput!]!
    contactName: String!
    phone: String!
    email: String!
    delivery: DeliveryMethod!
    address: String
    distanceKm: Float
    carrier: String
    payment: PaymentMethod!
    comment: String
  }

  extend type Query {
    "Current prices and availability of the cart's products (at most 100 nids)."
    cartPricing(nids: [Int!]!): [CartPricing!]!
    "The signed-in buyer's orders, newest first."
    myBuyerOrders(skip: Int = 0, limit: Int = 20): [BuyerOrder!]!
  }

  type Mutation {
    """
    Places an order from the cart. The server recomputes prices and delivery; BAD_USER_INPUT
    carries fieldErrors (form field -> Russian message) or cartProblems ({ nid, problem:
    UNKNOWN | NOT_SOLD | PRICE_CHANGED, price }) in its extensions.
    """
    createBuyerOrder(input: BuyerOrderInput!): BuyerOrder!
  }

  type Subscription {
    "A new order from the storefront (staff with access to buyer-orders)."
    buyerOrderCreated: BuyerOrder!
  }
`;
