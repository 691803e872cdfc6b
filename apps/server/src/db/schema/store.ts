import { defaultCartNote, stockReasons } from '@portal/contract/console-store';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { purchases } from './booking.ts';
import { destinations } from './catalog.ts';
import { createdAt, fils, flag, timestampTz } from './columns.ts';
import { users } from './identity.ts';

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  storeName: text('store_name').notNull(),
  arabicStoreName: text('arabic_store_name').notNull(),
  about: text('about').notNull().default(''),
  arabicAbout: text('arabic_about').notNull().default(''),
  videoUrl: text('video_url').notNull().default(''),
  links: jsonb('links').$type<{ label: string; arabic_label: string; url: string }[]>().notNull().default([]),
  /** at most 13 are shown (spec part 2 §9) */
  highlights: jsonb('highlights').$type<{ title: string; arabic_title: string; image: string }[]>().notNull().default([]),
  sliderImages: jsonb('slider_images').$type<string[]>().notNull().default([]),
  destinationId: integer('destination_id').references(() => destinations.id),
  /** the note under the store's cart, one claim a line (contract defaultCartNote) */
  cartNote: text('cart_note').notNull().default(defaultCartNote.en),
  arabicCartNote: text('arabic_cart_note').notNull().default(defaultCartNote.ae),
});

/** Collections; `is_profile` = 1 makes a collection a designer. */
export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    slug: text('slug').notNull(),
    collectionName: text('collection_name').notNull(),
    arabicCollectionName: text('arabic_collection_name').notNull(),
    logo: text('logo').notNull().default(''),
    isProfile: flag('is_profile'),
    description: text('description').notNull().default(''),
    arabicDescription: text('arabic_description').notNull().default(''),
  },
  (t) => [uniqueIndex('collections_store_slug_uq').on(t.storeId, t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    slug: text('slug').notNull().unique(),
    productTitle: text('product_title').notNull(),
    arabicTitle: text('arabic_title').notNull(),
    productDescription: text('product_description').notNull().default(''),
    arabicDescription: text('arabic_description').notNull().default(''),
    priceFils: integer('price_fils').notNull(),
    /** stock of a product without variants; variants carry their own */
    qty: integer('qty').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** the destination the product comes from (spec: vendors) */
    vendorDestinationId: integer('vendor_destination_id').references(() => destinations.id),
    enable: flag('enable'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_store_idx').on(t.storeId, t.position),
    // the console search (decision 060): a product by any part of its name in either language
    index('products_title_trgm').using('gin', t.productTitle.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('products_arabic_title_trgm').using('gin', t.arabicTitle.op('gin_trgm_ops')).with({ fastupdate: false }),
    // stock is taken by conditional updates (qty >= wanted); the check is the database's own guard against oversell
    check('products_qty_nonnegative', sql`${t.qty} >= 0`),
  ],
);

export const productCollections = pgTable(
  'product_collections',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.collectionId] })],
);

export const variationAttributes = pgTable('variation_attributes', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  arabicName: text('arabic_name').notNull(),
  values: jsonb('values').$type<string[]>().notNull(),
  /** the Arabic label of each of `values`, in the same order; an empty list shows the values as they are */
  arabicValues: jsonb('arabic_values').$type<string[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
});

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceFils: integer('price_fils').notNull(),
    qty: integer('qty').notNull().default(0),
    /** attribute name → chosen value, e.g. { "Size": "M", "Colour": "Indigo" } */
    variantOptions: jsonb('variant_options').$type<Record<string, string>>().notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    enable: flag('enable'),
  },
  (t) => [index('product_variants_product_idx').on(t.productId), check('product_variants_qty_nonnegative', sql`${t.qty} >= 0`)],
);

export const storeTags = pgTable(
  'store_tags',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    slug: text('slug').notNull(),
    value: text('value').notNull(),
    arabicValue: text('arabic_value').notNull(),
  },
  (t) => [uniqueIndex('store_tags_store_slug_uq').on(t.storeId, t.slug)],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => storeTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] })],
);

export const storePages = pgTable(
  'store_pages',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    arabicTitle: text('arabic_title').notNull(),
    body: text('body').notNull(),
    arabicBody: text('arabic_body').notNull(),
  },
  (t) => [uniqueIndex('store_pages_store_slug_uq').on(t.storeId, t.slug)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    landmark: text('landmark').notNull().default(''),
    city: text('city').notNull().default(''),
    /** one of the seven emirates (spec part 2 §5); default Dhabi */
    state: text('state').notNull().default('Dhabi'),
    country: text('country').notNull().default('United Arab Emirates'),
    createdAt: createdAt(),
    deletedAt: timestampTz('deleted_at'),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** Status 0 pending, 1 paid (with processing_status text), other failed (spec part 2 §4). */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    addressId: integer('address_id').references(() => addresses.id),
    /** the address as it was when ordered */
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>().notNull(),
    totalFils: integer('total_fils').notNull(),
    status: smallint('status').notNull().default(0),
    processingStatus: text('processing_status').notNull().default(''),
    /** how the order travels, recorded with its shipped step; null before, or when shipped without them */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** https only (the contract's trackingUrlInput), or made from a known carrier's number */
    trackingUrl: text('tracking_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('store_orders_purchase_uq').on(t.purchaseId),
    // the console search (decision 060): an order number from its start
    index('store_orders_number_prefix_idx').on(t.orderNumber.op('text_pattern_ops')),
  ],
);

export const storeOrderItems = pgTable(
  'store_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id').references(() => productVariants.id),
    title: text('title').notNull(),
    variantOptions: jsonb('variant_options').$type<Record<string, string>>(),
    qty: integer('qty').notNull(),
    priceFils: fils('price_fils').notNull(),
  },
  // an order's lines, as the trigger splitting a ledger entry over them reads them (docs/decisions/050)
  (t) => [index('store_order_items_order_idx').on(t.orderId)],
);

/**
 * Fulfilment steps of an order, newest last; status_id 0 pending, 1 success, other failed. Each step an
 * operator takes records who took it and when; the first (pending, at payment) has no operator.
 */
export const fulfilments = pgTable(
  'fulfilments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    statusId: smallint('status_id').notNull().default(0),
    statusName: text('status_name').notNull(),
    /** the operator who took this step; null for the step written at payment */
    operatorId: integer('operator_id').references(() => users.id),
    /** the operator's note, e.g. why an order failed or the courier's tracking number */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('fulfilments_order_idx').on(t.orderId, t.id)],
);

/**
 * Every stock change an operator makes (decision 035): the units added (+) or taken (−) from a
 * product's own stock or one variant's, why, and the stock it left. Written in the transaction of the change.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** null for the product's own stock */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    qtyAfter: integer('qty_after').notNull(),
    reason: text('reason', { enum: stockReasons }).notNull(),
    note: text('note').notNull().default(''),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.id),
    check('stock_movements_reason', sql`${t.reason} in (${sql.raw(stockReasons.map((r) => `'${r}'`).join(', '))})`),
  ],
);
