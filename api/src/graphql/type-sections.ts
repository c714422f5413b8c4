/**
 * Whose data each object type of the schema carries: the back-office section (a path of
 * `BACKOFFICE_SECTIONS` in `@shop/shared/access`) whose screens own it, or null for the
 * storefront's types, which anyone may read.
 *
 * One table rather than "where the type is defined": the domain files do not map onto sections
 * (suppliers belong to «Заказы поставщикам», the delivery plan is defined beside the shipment but
 * is the dispatchers' data, the cart's pricing sits with the orders but is the storefront's).
 *
 * A field of a type owned by one section whose type is owned by another section crosses sections:
 * it needs a rule of its own in the field-access table (`src/auth/__tests__/crossing-fields.test.ts`
 * proves it, and that every object type is listed here).
 */
export const SECTION_OF_TYPE: Readonly<Record<string, string | null>> = {
  // The storefront: the catalogue, search and the cart.
  Category: null,
  OptionValue: null,
  Option: null,
  ProductProperty: null,
  Product: null,
  ProductRangeValue: null,
  InternalCategory: null,
  FilterCount: null,
  MenuCategory: null,
  CatalogAddress: null,
  SearchResult: null,
  CartPricing: null,
  CartLineAvailability: null,

  // A buyer order is also its buyer's (myBuyerOrders); the back-office fields on it carry rules.
  BuyerOrder: 'buyer-orders',
  BuyerOrderLine: 'buyer-orders',
  BuyerOrderPage: 'buyer-orders',
  BuyerOrderStatusChange: 'buyer-orders',
  BuyerOrderEdit: 'buyer-orders',
  BuyerOrderLineEdit: 'buyer-orders',
  // The buyer's page reads the current link; who sent it is the back-office's (a rule of its own).
  CardPaymentLink: 'buyer-orders',
  ReservationChange: 'buyer-orders',
  ProductReservation: 'buyer-orders',
  WaitingOrderLine: 'buyer-orders',
  WaitingOrderLinePage: 'buyer-orders',
  StaffSignature: 'buyer-orders',
  MailMessage: 'buyer-orders',
  MailMessagePage: 'buyer-orders',
  FailedMail: 'buyer-orders',

  Buyer: 'buyer-invoices',
  BuyerPage: 'buyer-invoices',
  BuyerInvoice: 'buyer-invoices',
  BuyerInvoiceLine: 'buyer-invoices',
  BuyerInvoicePage: 'buyer-invoices',
  // Where goods are kept: every document that moves them names one; anyone signed in reads them.
  StockLocation: null,
  // The shop's own requisites head every printed form: anyone signed in reads them.
  ShopRequisites: null,
  PrintedFile: 'buyer-invoices',

  Shipment: 'shipments',
  ShipmentLine: 'shipments',
  ShipmentPage: 'shipments',
  ShippedOrderLine: 'shipments',

  BuyerReturn: 'buyer-returns',
  BuyerReturnLine: 'buyer-returns',
  BuyerReturnPage: 'buyer-returns',

  Supplier: 'supplier-orders',
  SupplierPage: 'supplier-orders',
  SupplierOrder: 'supplier-orders',
  SupplierOrderLine: 'supplier-orders',
  SupplierOrderPage: 'supplier-orders',

  SupplierInvoice: 'supplier-invoices',
  SupplierInvoicePage: 'supplier-invoices',

  Acceptance: 'acceptance',
  AcceptanceLine: 'acceptance',
  AcceptancePage: 'acceptance',

  SupplierReturn: 'supplier-returns',
  SupplierReturnLine: 'supplier-returns',
  SupplierReturnPage: 'supplier-returns',

  BackofficeProductPage: 'products',
  Photo: 'products',
  PriceListImport: 'products',
  PriceListImportRow: 'products',
  PriceListImportRowPage: 'products',
  PriceListChange: 'products',

  Remain: 'remains',
  LocationStock: 'remains',
  IncomingSupply: 'remains',
  RemainPage: 'remains',
  StockMove: 'remains',
  StockHistory: 'remains',
  InventoryCount: 'remains',
  InventoryCountLine: 'remains',
  InventoryCountPage: 'remains',

  StockTransfer: 'stock-transfers',
  StockTransferLine: 'stock-transfers',
  StockTransferPage: 'stock-transfers',

  Payment: 'payments',
  PaymentPage: 'payments',

  ReconciliationParty: 'reconciliation',
  ReconciliationRow: 'reconciliation',
  ReconciliationStatement: 'reconciliation',

  ShipmentDelivery: 'delivery',
  Driver: 'delivery',
  RouteStop: 'delivery',
  RouteGroup: 'delivery',
  RouteSheet: 'delivery',

  // The signed-in user's own document comes through `me`; everyone else's through the users section.
  User: 'users',
  UserPage: 'users',

  // The front-ends' releases; the live set (liveReleases) is public: the shell's servers read it.
  LiveRelease: null,
  FrontendRelease: 'modules',
  FrontendDeployment: 'modules',
  ReleaseRegistration: 'modules',
  DeploymentOutcome: 'modules',
};
