import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { lineOf, linkTo, productCopyColumns } from './document-columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const noNumbers = sql`'{}'::integer[]`;
const noTexts = sql`'{}'::text[]`;

/** The largest value an `integer` column holds (prices, sums, sizes): beyond it a value is a mistake. */
export const MAX_INT4 = 2_147_483_647;

/** Catalogue categories; a sub-category has its parent's nid in topCategoryNid (requirements §3). */
export const categories = pgTable('categories', {
  nid: integer('nid').primaryKey(),
  id: text('_id').notNull().unique(),
  rusName: text('rus_name').notNull(),
  /** The URL key (slug): `smesiteli`, `dlya-rakovini`. */
  path: text('path').notNull().unique(),
  picture: text('picture').notNull(),
  topCategoryNid: integer('top_category_nid'),
  position: integer('position').notNull().default(0),
  description: text('description').notNull().default(''),
  /** Options whose values may stand in the path (requirements §9). */
  urlOptionsToFilter: integer('url_options_to_filter').array().notNull().default(noNumbers),
  /** Options offered in the filter panel, in order. */
  optionsToFilter: integer('options_to_filter').array().notNull().default(noNumbers),
  /** Options shown briefly on a product tile. */
  optionsForPropertiesShort: integer('options_for_properties_short').array().notNull().default(noNumbers),
  /** Options of the product card's property table. */
  optionsForPropertiesDetail: integer('options_for_properties_detail').array().notNull().default(noNumbers),
  /** Product fields printed on catalogue cards. */
  valuesToShowInCatalogCards: text('values_to_show_in_catalog_cards').array().notNull().default(noTexts),
  /** Product fields the back-office may change for this category. */
  mutFields: text('mut_fields').array().notNull().default(noTexts),
});

/** Filterable properties: `select` ones have values (bCol), `range` ones are numbers. */
export const options = pgTable('options', {
  nid: integer('nid').primaryKey(),
  id: text('_id').notNull().unique(),
  /** Query parameter name: `brand`, `price`. */
  name: text('name').notNull().unique(),
  rusName: text('rus_name').notNull(),
  /** Null: used by every category. */
  topCategoryNid: integer('top_category_nid'),
  valType: text('val_type', { enum: ['select', 'range'] }).notNull(),
  unit: text('unit'),
  /** For range options: the product column the numbers live in. */
  productColumn: text('product_column'),
});

/** The values of a select option (requirements §3: bCol entries). */
export const optionValues = pgTable(
  'option_values',
  {
    nid: integer('nid').primaryKey(),
    optionNid: linkTo('option_nid', () => options.nid),
    order: integer('order').notNull(),
    /** Path segment / query value: `grohe`, `belyj`. */
    name: text('name').notNull(),
    rusName: text('rus_name').notNull(),
  },
  (table) => [uniqueIndex('option_values_option_name').on(table.optionNid, table.name)],
);

export const products = pgTable(
  'products',
  {
    nid: integer('nid').primaryKey(),
    id: text('_id').notNull().unique(),
    categoryNid: linkTo('category_nid', () => categories.nid),
    vendorCode: text('vendor_code').notNull().unique(),
    url: text('url').notNull().unique(),
    imageUrl: text('image_url').notNull(),
    images: text('images').array().notNull().default(noTexts),
    /** Each picture's alternative text, by position in images; '' where none is written (migration 0031). */
    imageAlts: text('image_alts').array().notNull().default(noTexts),
    /** Popularity rank: smaller sells more. */
    order: integer('order').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    country: text('country').notNull(),
    brandCollection: text('brand_collection'),
    /** Rubles. */
    price: integer('price').notNull(),
    /** What the whole set costs (equals price for a single item). */
    priceTotal: integer('price_total').notNull(),
    /** 'solo' — sold alone; 'set' — priceTotal covers a set. */
    totalSelectOrSoloValue: text('total_select_or_solo_value').notNull().default('solo'),
    priceWithAction: integer('price_with_action'),
    /** What a buyer pays: the sale price when there is one. */
    salePrice: integer('sale_price')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(price_with_action, price)`),
    length: integer('length'),
    width: integer('width'),
    heigth: integer('heigth'),
    material: text('material'),
    color: text('color'),
    mounting: text('mounting'),
    description: text('description').notNull().default(''),
    warranty: text('warranty').notNull().default(''),
    /** Every select value the product has, for filters and facet counts. */
    valueNids: integer('value_nids').array().notNull().default(noNumbers),
    /** Units in stock, kept by a trigger from stock_moves (a seed writes it with the initial moves at once). */
    stock: integer('stock').notNull().default(0),
    /**
     * Free units (on hand − reserved) over all locations as the storefront tells them: counted up to
     * FREE_STOCK_TOLD (6, «В наличии»), below it «Осталось N шт.», 0 «Под заказ». Kept by product_stocks'
     * trigger (migration 0026) and changed only when what it tells changes.
     */
    freeStock: smallint('free_stock').notNull().default(0),
    /** False when the shop no longer sells it. */
    onSale: boolean('on_sale').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it last changed what its page shows: moved by a trigger (migration 0017), the sitemaps' lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('russian', name || ' ' || brand || ' ' || coalesce(brand_collection, '') || ' ' || vendor_code)`,
      ),
  },
  (table) => [
    index('products_category_order').on(table.categoryNid, table.order, table.nid),
    index('products_category_price').on(table.categoryNid, table.salePrice, table.nid),
    index('products_category_new').on(table.categoryNid, table.createdAt, table.nid),
    index('products_value_nids').using('gin', table.valueNids),
    index('products_search').using('gin', table.search),
  ],
);

/** A document line's number and the product on it: every lines table starts so. */
export const productLineColumns = () => ({
  lineNo: integer('line_no').notNull(),
  productNid: linkTo('product_nid', () => products.nid),
});

/** The warehouse: goods arrive and deliveries leave here (its nid is fixed by migration 0023). */
export const WAREHOUSE_NID = 1;
/** The shop in Khimki, where pickup orders are handed over (nid fixed by migration 0023). */
export const SHOP_NID = 2;

/**
 * Where goods are kept (migration 0023): the shop in Khimki, where pickup orders are handed over,
 * and the warehouse. The code is what the rules know a location by (`stock/stock-locations.ts`).
 */
export const stockLocations = pgTable('stock_locations', {
  nid: integer('nid').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Pickup orders are handed over here. */
  pickup: boolean('pickup').notNull().default(false),
  /** Where it stands in lists. */
  position: integer('position').notNull(),
});

/** The stock ledger: every movement of goods, signed, at a location; a product's stock there is their sum. */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productNid: linkTo('product_nid', () => products.nid),
    /** Where the goods came in or left (migration 0023). */
    locationNid: linkTo('location_nid', () => stockLocations.nid),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    document: text('document'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The inventory count that wrote this move, if one did (migration 0006). */
    inventoryCountId: integer('inventory_count_id').references((): AnyPgColumn => inventoryCounts.id),
    /** The document that wrote this move: INVENTORY_COUNT, ACCEPTANCE, ... and its nid (migration 0008). */
    documentType: text('document_type'),
    documentNid: integer('document_nid'),
  },
  (table) => [
    index('stock_moves_product').on(table.productNid),
    index('stock_moves_product_id').on(table.productNid, table.id),
    index('stock_moves_document').on(table.documentType, table.documentNid),
    index('stock_moves_product_location').on(table.productNid, table.locationNid, table.id),
  ],
);

/** A product's stock at a location: the sum of its moves there, kept by the moves' trigger (migration 0023). */
export const productStocks = pgTable(
  'product_stocks',
  {
    productNid: linkTo('product_nid', () => products.nid),
    locationNid: linkTo('location_nid', () => stockLocations.nid),
    onHand: integer('on_hand').notNull(),
    /** Units held by open orders' reservations here (migration 0025, kept by their trigger); never above on_hand. */
    reserved: integer('reserved').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productNid, table.locationNid] })],
);

/** Words of product names and brands, for typo correction in search (pg_trgm). */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (table) => [index('search_words_trgm').using('gin', table.word.op('gin_trgm_ops'))],
);

/** One row: moves on every change to the catalogue (triggers), so caches know when to let go. */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/** The products each catalogue version changed; no product: anything may have changed (migration 0016). */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    productNid: integer('product_nid'),
  },
  (table) => [index('catalog_changes_version').on(table.version)],
);

/** What a buyer's order may be in; every order starts NEW. */
export const BUYER_ORDER_STATUSES = ['NEW', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED'] as const;

/** A buyer's order from the storefront; money in whole rubles (migration 0003). */
export const buyerOrders = pgTable(
  'buyer_orders',
  {
    nid: integer('nid').primaryKey().generatedByDefaultAsIdentity({ startWith: 10001 }),
    /** «Заказ № 10001»: the nid as text. */
    number: text('number')
      .notNull()
      .unique()
      .generatedAlwaysAs(sql`nid::text`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: BUYER_ORDER_STATUSES }).notNull().default('NEW'),
    contactName: text('contact_name').notNull(),
    /** +7XXXXXXXXXX. */
    phone: text('phone').notNull(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    deliveryMethod: text('delivery_method', {
      enum: ['PICKUP', 'RING_ROAD', 'BEYOND_RING_ROAD', 'TRANSPORT_COMPANY'],
    }).notNull(),
    address: text('address'),
    /** Kilometres beyond the ring road (BEYOND_RING_ROAD only); the driver reads it as a string. */
    distanceKm: numeric('distance_km'),
    /** The transport company (TRANSPORT_COMPANY only). */
    carrier: text('carrier'),
    deliveryCost: integer('delivery_cost').notNull(),
    paymentMethod: text('payment_method', { enum: ['CASH', 'INVOICE', 'CARD'] }).notNull(),
    comment: text('comment'),
    goodsTotal: integer('goods_total').notNull(),
    total: integer('total').notNull(),
    /** The signed-in buyer's uid; null for a guest. */
    userUid: text('user_uid'),
    /** One per checkout attempt: a repeat with the same key returns this order. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** sha256 of the canonical request, to tell a repeat from other data under the same key. */
    requestHash: text('request_hash').notNull(),
    /** The version the e-mail's link is signed with (migration 0020): revoking the link moves it on. */
    linkVersion: integer('link_version').notNull().default(1),
  },
  (table) => [
    index('buyer_orders_user_created').on(table.userUid, table.createdAt.desc()),
    index('buyer_orders_created').on(table.createdAt),
    index('buyer_orders_status_created').on(table.status, table.createdAt.desc()),
  ],
);

/** The lines of a buyer's order, the product copied as it was sold. */
export const buyerOrderLines = pgTable(
  'buyer_order_lines',
  {
    orderNid: lineOf('order_nid', () => buyerOrders.nid),
    ...productLineColumns(),
    ...productCopyColumns(),
    imageUrl: text('image_url').notNull(),
    /** Per unit paid: the sale price when it was lower. */
    price: integer('price').notNull(),
    /** The regular price per unit at the time of the order. */
    regularPrice: integer('regular_price').notNull(),
    quantity: integer('quantity').notNull(),
    /** price × quantity. */
    amount: integer('amount').notNull(),
  },
  (table) => [
    primaryKey({ name: 'buyer_order_lines_pk', columns: [table.orderNid, table.lineNo] }),
    index('buyer_order_lines_product').on(table.productNid),
  ],
);

/** Who moved a buyer's order between statuses, and when (migration 0007). */
export const buyerOrderStatusChanges = pgTable(
  'buyer_order_status_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderNid: lineOf('order_nid', () => buyerOrders.nid),
    fromStatus: text('from_status', { enum: BUYER_ORDER_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: BUYER_ORDER_STATUSES }).notNull(),
    /** The staff member's Firebase uid, and their name as it was then. */
    changedByUid: text('changed_by_uid').notNull(),
    changedByName: text('changed_by_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('buyer_order_status_changes_order').on(table.orderNid, table.changedAt, table.id)],
);

/**
 * A staff member's change of an open order's quantities (migration 0028): who, when, the totals before
 * and after. Its lines are `buyerOrderEditLines`.
 */
export const buyerOrderEdits = pgTable(
  'buyer_order_edits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderNid: lineOf('order_nid', () => buyerOrders.nid),
    goodsTotalFrom: integer('goods_total_from').notNull(),
    goodsTotalTo: integer('goods_total_to').notNull(),
    deliveryCostFrom: integer('delivery_cost_from').notNull(),
    deliveryCostTo: integer('delivery_cost_to').notNull(),
    changedByUid: text('changed_by_uid').notNull(),
    changedByName: text('changed_by_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('buyer_order_edits_order').on(table.orderNid, table.id)],
);

/** A line an edit changed: its quantity before and after. */
export const buyerOrderEditLines = pgTable(
  'buyer_order_edit_lines',
  {
    editId: bigint('edit_id', { mode: 'number' })
      .notNull()
      .references(() => buyerOrderEdits.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    fromQuantity: integer('from_quantity').notNull(),
    toQuantity: integer('to_quantity').notNull(),
  },
  (table) => [primaryKey({ name: 'buyer_order_edit_lines_pk', columns: [table.editId, table.lineNo] })],
);

/**
 * A card payment link staff sent for an order (migration 0029): made in the acquiring bank's account for
 * `amount` rubles; never changed — the newest is the one the buyer's order page offers.
 */
export const cardPaymentLinks = pgTable(
  'card_payment_links',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderNid: lineOf('order_nid', () => buyerOrders.nid),
    url: text('url').notNull(),
    amount: integer('amount').notNull(),
    sentByUid: text('sent_by_uid').notNull(),
    sentByName: text('sent_by_name').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('card_payment_links_order').on(table.orderNid, table.id)],
);

/** The user document (requirements §3), keyed by the Firebase uid (migration 0004). */
export const users = pgTable(
  'users',
  {
    uid: text('uid').primaryKey(),
    displayName: text('display_name'),
    email: text('email'),
    /** Only when the sign-in provider gave one. */
    phoneNumber: text('phone_number'),
    createAt: timestamp('create_at', { withTimezone: true }).notNull().defaultNow(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isSeller: boolean('is_seller').notNull().default(false),
    isPurchaser: boolean('is_purchaser').notNull().default(false),
    isContent: boolean('is_content').notNull().default(false),
    isDriver: boolean('is_driver').notNull().default(false),
    /** Who changed the role flags last (uid), and when. */
    rolesChangedBy: text('roles_changed_by'),
    rolesChangedAt: timestamp('roles_changed_at', { withTimezone: true }),
  },
  (table) => [index('users_email').on(sql`lower(${table.email})`)],
);

/** An inventory count («Инвентаризация»), posted once and never edited (migration 0006). */
export const inventoryCounts = pgTable(
  'inventory_counts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who posted it (Firebase uid), and their name as it was then. */
    postedBy: text('posted_by')
      .notNull()
      .references(() => users.uid),
    postedByName: text('posted_by_name').notNull(),
    comment: text('comment'),
    /** Where the goods were counted (migration 0023). */
    locationNid: linkTo('location_nid', () => stockLocations.nid),
  },
  (table) => [index('inventory_counts_posted_at').on(table.postedAt)],
);

/** A counted product: the stock when the count was posted, and the figure counted. */
export const inventoryCountLines = pgTable(
  'inventory_count_lines',
  {
    countId: linkTo('count_id', () => inventoryCounts.id),
    ...productLineColumns(),
    expected: integer('expected').notNull(),
    counted: integer('counted').notNull(),
    difference: integer('difference')
      .notNull()
      .generatedAlwaysAs(sql`counted - expected`),
  },
  (table) => [
    primaryKey({ name: 'inventory_count_lines_pk', columns: [table.countId, table.lineNo] }),
    unique('inventory_count_lines_count_product').on(table.countId, table.productNid),
    check('inventory_count_lines_counted_check', sql`${table.counted} >= 0`),
    index('inventory_count_lines_product').on(table.productNid),
  ],
);
