/* GraphQL */
export const ordersTypeDefs = `#graphql
  "How the goods reach the buyer (requirements §2, §9; rules in @shop/shared/delivery)."
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

  "How the buyer pays (requirements §2)."
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
    "Back-office: the statuses staff may move the order to now (the API's transition table)."
    nextStatuses: [BuyerOrderStatus!]!
    "Back-office: who changed the status and when, oldest first."
    statusHistory: [BuyerOrderStatusChange!]!
  }

  "A staff member, as a change was signed."
  type StaffSignature {
    uid: ID!
    "Their name (else e-mail) at the time."
    name: String!
  }

  type BuyerOrderStatusChange {
    from: BuyerOrderStatus!
    to: BuyerOrderStatus!
    "ISO 8601."
    changedAt: String!
    changedBy: StaffSignature!
  }

  type BuyerOrderPage {
    "Orders matching the filter, on every page."
    total: Int!
    items: [BuyerOrder!]!
  }

  "The back-office list's filter; days are the shop's (Moscow) days, both ends included."
  input BuyerOrderFilter {
    status: BuyerOrderStatus
    "YYYY-MM-DD."
    createdFrom: String
    "YYYY-MM-DD."
    createdTo: String
    "Part of the order number, the buyer's name, phone or e-mail."
    search: String
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
    "Back-office: the storefront's orders, newest first."
    buyerOrders(filter: BuyerOrderFilter, skip: Int = 0, limit: Int = 20): BuyerOrderPage!
    "Back-office: one order; null when there is none with this nid."
    buyerOrder(nid: Int!): BuyerOrder
  }

  type Mutation {
    """
    Places an order from the cart. The server recomputes prices and delivery; BAD_USER_INPUT
    carries fieldErrors (form field -> Russian message) or cartProblems ({ nid, problem:
    UNKNOWN | NOT_SOLD | PRICE_CHANGED, price }) in its extensions.
    """
    createBuyerOrder(input: BuyerOrderInput!): BuyerOrder!
    """
    Back-office: moves an order from the status the clerk saw (from) to the next one (to). A
    transition the table does not allow is BAD_USER_INPUT; so is an order no longer in from
    (another clerk changed it first), with its status now in extensions.currentStatus.
    """
    changeBuyerOrderStatus(nid: Int!, from: BuyerOrderStatus!, to: BuyerOrderStatus!): BuyerOrder!
  }

  type Subscription {
    "A new order from the storefront (staff with access to buyer-orders)."
    buyerOrderCreated: BuyerOrder!
  }
`;
