import { z } from 'zod';
import { defineAction } from './action.ts';
import {
  aed,
  aedInput,
  decimalInput,
  emptyIsAbsent,
  flag,
  flagInput,
  idInput,
  imagePath,
  jsonText,
  multilineText,
  nameText,
  slugInput,
  text,
  timestamp,
} from './common.ts';
import { pageInput, pageOutput, searchInput } from './console.ts';

/**
 * The console's store catalogue (decision 035): the store's home page design and pages, products with
 * their variants, variation attributes and stock (changed only by recorded movements), collections and
 * designers, tags. Admins only; every change is audited and reaches the public store answers at once.
 */

/** Why an operator changed a stock figure; each movement names one. */
export const stockReasons = ['received', 'correction', 'damaged', 'returned', 'lost'] as const;
export type StockReason = (typeof stockReasons)[number];

/** Ours: how many of a store's lists the console edits at once. */
export const storeDesignLimits = {
  /** highlights kept; the store page shows the first 13 (spec part 2 §9) */
  highlights: 40,
  sliderImages: 12,
  links: 12,
  productImages: 12,
  attributes: 4,
  attributeValues: 30,
  variants: 100,
  /** one stock movement adds or takes at most this many units */
  stockChange: 100_000,
} as const;

/** An AED amount from 0 to 100,000 with at most two decimals, sent as a number or in digits. */
const priceInput = aedInput(100_000);

/** An uploaded picture's path (the server checks it was uploaded through the console, or is already the record's). */
const imageInput = text().trim().min(1).max(300).pipe(imagePath);

/** An optional id: "" (a cleared select) is none. */
const optionalId = emptyIsAbsent(idInput);

const titleInput = nameText().trim().min(1).max(200);
const proseInput = multilineText().trim().max(20_000);

/**
 * The address of the store's film. The store page never embeds another site's player (its content policy
 * allows none): it opens the address in a new tab, so any https page will do, and nothing else may.
 */
export const storeVideoInput = text()
  .trim()
  .max(500)
  .refine((v) => {
    if (v === '') return true;
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'an https:// address, or empty');

/**
 * The note under a store's cart, one claim a line, as the operator writes it in each language; a new store
 * starts with what is true of every store (prices in AED include delivery and tax; delivery within the UAE).
 */
export const defaultCartNote = {
  en: 'Prices in AED include delivery and tax\nDelivery to any address in the UAE',
  ae: 'الأسعار بالدرهم الإماراتي تشمل التوصيل والضريبة\nنوصل إلى أي عنوان في دولة الإمارات',
} as const;

export const cartNoteLimit = 300;
const cartNoteInput = multilineText().trim().max(cartNoteLimit);

/** A link on the store page: a path inside the site (/stores/…) or an https address. */
const linkUrlInput = text()
  .trim()
  .min(1)
  .max(500)
  .refine((v) => {
    if (v.startsWith('/')) return !v.startsWith('//');
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'a path starting with / or an https:// address');

const storeLink = z.object({
  label: nameText().trim().min(1).max(60),
  arabic_label: nameText().trim().min(1).max(60),
  url: linkUrlInput,
});
const storeHighlight = z.object({
  title: nameText().trim().min(1).max(80),
  arabic_title: nameText().trim().min(1).max(80),
  image: imageInput,
});

export const consoleStorePageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  arabic_title: z.string(),
  /** sanitised HTML */
  body: z.string(),
  arabic_body: z.string(),
});
export type ConsoleStorePage = z.infer<typeof consoleStorePageSchema>;

export const consoleStoreSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  store_name: z.string(),
  arabic_store_name: z.string(),
  about: z.string(),
  arabic_about: z.string(),
  video: z.string(),
  links: z.array(z.object({ label: z.string(), arabic_label: z.string(), url: z.string() })),
  /** every highlight kept; the store page shows the first 13 */
  highlights: z.array(z.object({ title: z.string(), arabic_title: z.string(), image: imagePath })),
  slider_images: z.array(imagePath),
  destination_id: z.number().int().nullable(),
  /** the note under the cart, one claim a line ("" shows none) */
  cart_note: z.string(),
  arabic_cart_note: z.string(),
  pages: z.array(consoleStorePageSchema),
});
export type ConsoleStore = z.infer<typeof consoleStoreSchema>;

/** A destination a store or a product can belong to. */
export const destinationChoiceSchema = z.object({ id: z.number().int(), name: z.string(), arabic_name: z.string() });
export type DestinationChoice = z.infer<typeof destinationChoiceSchema>;

export const consoleStoresAction = defineAction({
  name: 'consoleStores',
  auth: 'admin',
  summary:
    'Every store with its whole design (all highlights, the store page shows the first 13) and its pages, and the destinations a store or product may belong to.',
  input: z.object({}),
  output: z.object({ data: z.array(consoleStoreSchema), destinations: z.array(destinationChoiceSchema) }),
  cacheSeconds: 0,
});

export const saveStoreDesignAction = defineAction({
  name: 'saveStoreDesign',
  auth: 'admin',
  summary:
    "Changes a store's home page: names, about texts in both languages, the film's https address, links, highlights (the page shows the first 13), ordered slider pictures and its destination; and, when given, the note under its cart in both languages (one claim a line, empty for none). Lists are JSON text. Audited.",
  input: z.object({
    id: idInput,
    store_name: titleInput,
    arabic_store_name: titleInput,
    about: proseInput,
    arabic_about: proseInput,
    video: storeVideoInput,
    links: jsonText(z.array(storeLink).max(storeDesignLimits.links)),
    highlights: jsonText(z.array(storeHighlight).max(storeDesignLimits.highlights)),
    slider_images: jsonText(z.array(imageInput).max(storeDesignLimits.sliderImages)),
    destination_id: optionalId,
    cart_note: cartNoteInput.optional(),
    arabic_cart_note: cartNoteInput.optional(),
  }),
  output: z.object({ data: consoleStoreSchema }),
  cacheSeconds: 0,
});

export const saveStorePageAction = defineAction({
  name: 'saveStorePage',
  auth: 'admin',
  summary:
    "Creates (no id, with store_id) or changes one of a store's pages (/stores/<store>/pages/<slug>): slug, titles and bodies in both languages, the bodies sanitised HTML. Audited.",
  input: z.object({
    id: idInput.optional(),
    store_id: idInput,
    slug: slugInput.max(80).toLowerCase(),
    title: titleInput,
    arabic_title: titleInput,
    body: proseInput,
    arabic_body: proseInput,
  }),
  output: z.object({ data: consoleStorePageSchema }),
  cacheSeconds: 0,
});

export const deleteStorePageAction = defineAction({
  name: 'deleteStorePage',
  auth: 'admin',
  summary: "Deletes one of a store's pages. Audited.",
  input: z.object({ id: idInput }),
  output: z.object({ deleted: z.literal(1) }),
  cacheSeconds: 0,
});

/** A product as the console's list shows it. */
export const consoleProductRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  product_title: z.string(),
  arabic_title: z.string(),
  /** the product's own price (variants may carry their own) */
  price: aed,
  /** the product's own stock, or the sum of its variants' */
  qty: z.number().int(),
  variants: z.number().int(),
  enable: flag,
  image: imagePath.or(z.literal('')),
});
export type ConsoleProductRow = z.infer<typeof consoleProductRowSchema>;

export const consoleProductsAction = defineAction({
  name: 'consoleProducts',
  auth: 'admin',
  summary:
    'Products of every store, in the store order, paginated: q matches the English or Arabic title; filtered by collection, by stock (in: some units on sale, out: none) and by enable.',
  input: z.object({
    q: searchInput,
    collection_id: optionalId,
    stock: z
      .enum(['in', 'out'])
      .or(z.literal('').transform(() => undefined))
      .optional(),
    enable: z.preprocess((v) => (v === '' ? undefined : v), flagInput.optional()),
    ...pageInput,
  }),
  output: z.object({ data: z.array(consoleProductRowSchema), ...pageOutput }),
  cacheSeconds: 0,
});

export const consoleVariantSchema = z.object({
  id: z.number().int(),
  price: aed,
  qty: z.number().int(),
  variant_options: z.record(z.string(), z.string()),
  enable: flag,
});
export const consoleAttributeSchema = z.object({
  name: z.string(),
  arabic_name: z.string(),
  values: z.array(z.string()),
  arabic_values: z.array(z.string()),
});

export const consoleProductSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  slug: z.string(),
  product_title: z.string(),
  arabic_title: z.string(),
  product_description: z.string(),
  arabic_description: z.string(),
  price: aed,
  /** the product's own stock (sold when it has no variants) */
  qty: z.number().int(),
  images: z.array(imagePath),
  vendor_destination_id: z.number().int().nullable(),
  enable: flag,
  collection_ids: z.array(z.number().int()),
  tag_ids: z.array(z.number().int()),
  variation_attributes: z.array(consoleAttributeSchema),
  variants: z.array(consoleVariantSchema),
  /** order lines naming it: a product with orders cannot be deleted, only disabled */
  orders: z.number().int(),
});
export type ConsoleProduct = z.infer<typeof consoleProductSchema>;

export const consoleProductAction = defineAction({
  name: 'consoleProduct',
  auth: 'admin',
  summary: 'One product as the console edits it, enabled or not, with its collections, tags, variation attributes and variants.',
  input: z.object({ id: idInput }),
  output: z.object({ data: consoleProductSchema }),
  cacheSeconds: 0,
});

const attributeInput = z.object({
  name: nameText().trim().min(1).max(40),
  arabic_name: nameText().trim().min(1).max(40),
  values: z.array(nameText().trim().min(1).max(40)).min(1).max(storeDesignLimits.attributeValues),
  /** one Arabic label per value, or none when the values read the same in both languages */
  arabic_values: z.array(nameText().trim().min(1).max(40)).max(storeDesignLimits.attributeValues).default([]),
});
const variantInput = z.object({
  /** an existing variant of this product; none for a new one (it starts with no stock) */
  id: idInput.optional(),
  price: priceInput,
  variant_options: z.record(nameText().trim().min(1).max(40), nameText().trim().min(1).max(40)),
  enable: flagInput,
});

export const saveProductAction = defineAction({
  name: 'saveProduct',
  auth: 'admin',
  summary:
    'Creates (no id) or changes a product: titles and descriptions in both languages, slug, price in AED, ordered pictures, vendor destination, enable, collections and tags (ids), variation attributes and variants (JSON text). ' +
    'Stock is not set here: a new product or variant starts with none, and adjustStock changes it. A variant that orders name cannot be removed (in_use). Audited.',
  input: z.object({
    id: idInput.optional(),
    store_id: idInput,
    slug: slugInput.max(120).toLowerCase(),
    product_title: titleInput,
    arabic_title: titleInput,
    product_description: proseInput,
    arabic_description: proseInput,
    price: priceInput,
    images: jsonText(z.array(imageInput).max(storeDesignLimits.productImages)),
    vendor_destination_id: optionalId,
    enable: flagInput,
    collection_ids: jsonText(z.array(idInput).max(50)),
    tag_ids: jsonText(z.array(idInput).max(50)),
    variation_attributes: jsonText(z.array(attributeInput).max(storeDesignLimits.attributes)),
    variants: jsonText(z.array(variantInput).max(storeDesignLimits.variants)),
  }),
  output: z.object({ data: consoleProductSchema }),
  cacheSeconds: 0,
});

export const deleteProductAction = defineAction({
  name: 'deleteProduct',
  auth: 'admin',
  summary:
    'Deletes a product no order names, with its variants and stock history; one with orders answers in_use (disable it instead). Audited.',
  input: z.object({ id: idInput }),
  output: z.object({ deleted: z.literal(1) }),
  cacheSeconds: 0,
});

export const stockMovementSchema = z.object({
  id: z.number().int(),
  created_at: timestamp,
  variant_id: z.number().int().nullable(),
  /** the variant's options, e.g. { Size: "M" }; null for the product's own stock */
  variant_options: z.record(z.string(), z.string()).nullable(),
  change: z.number().int(),
  qty_after: z.number().int(),
  reason: z.enum(stockReasons),
  note: z.string(),
  operator: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const adjustStockAction = defineAction({
  name: 'adjustStock',
  auth: 'admin',
  summary:
    "Adds units to or takes units from a product's own stock or one variant's (change: a whole number, minus to take), with a reason and a note, recorded as a stock movement. " +
    'Units held by unpaid orders are already off the stock, so the stock can never fall below zero nor below what they hold: stock_below_zero (409) says how many are left. Audited.',
  input: z.object({
    product_id: idInput,
    variant_id: optionalId,
    change: decimalInput(
      z
        .number()
        .int('a whole number of units, minus to take')
        .min(-storeDesignLimits.stockChange)
        .max(storeDesignLimits.stockChange),
    ).refine((v) => v !== 0, 'add or take at least one unit'),
    reason: z.enum(stockReasons),
    note: multilineText().trim().max(500).default(''),
  }),
  output: z.object({ data: stockMovementSchema }),
  cacheSeconds: 0,
});

export const stockMovementsAction = defineAction({
  name: 'stockMovements',
  auth: 'admin',
  summary: "A product's stock history, newest first, paginated: every movement of its own stock and its variants'.",
  input: z.object({ product_id: idInput, ...pageInput }),
  output: z.object({ data: z.array(stockMovementSchema), ...pageOutput }),
  cacheSeconds: 0,
});

export const consoleCollectionSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  slug: z.string(),
  collection_name: z.string(),
  arabic_collection_name: z.string(),
  logo: imagePath.or(z.literal('')),
  is_profile: flag,
  description: z.string(),
  arabic_description: z.string(),
  products: z.number().int(),
});
export type ConsoleCollection = z.infer<typeof consoleCollectionSchema>;

export const consoleCollectionsAction = defineAction({
  name: 'consoleCollections',
  auth: 'admin',
  summary: 'Every collection and designer (is_profile 1) of the stores, by name, with how many products each holds.',
  input: z.object({}),
  output: z.object({ data: z.array(consoleCollectionSchema) }),
  cacheSeconds: 0,
});

export const saveCollectionAction = defineAction({
  name: 'saveCollection',
  auth: 'admin',
  summary:
    'Creates (no id) or changes a collection: names and descriptions in both languages, slug, logo (an uploaded picture or none), designer flag (is_profile). Audited.',
  input: z.object({
    id: idInput.optional(),
    store_id: idInput,
    slug: slugInput.max(80).toLowerCase(),
    collection_name: titleInput,
    arabic_collection_name: titleInput,
    logo: z.literal('').or(imageInput),
    is_profile: flagInput,
    description: proseInput,
    arabic_description: proseInput,
  }),
  output: z.object({ data: consoleCollectionSchema }),
  cacheSeconds: 0,
});

export const deleteCollectionAction = defineAction({
  name: 'deleteCollection',
  auth: 'admin',
  summary:
    'Deletes a collection or designer; its products stay, only their link to it goes (no order names a collection). Audited with the products it held.',
  input: z.object({ id: idInput }),
  output: z.object({ deleted: z.literal(1) }),
  cacheSeconds: 0,
});

export const consoleStoreTagSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  slug: z.string(),
  value: z.string(),
  arabic_value: z.string(),
  products: z.number().int(),
});
export type ConsoleStoreTag = z.infer<typeof consoleStoreTagSchema>;

export const consoleStoreTagsAction = defineAction({
  name: 'consoleStoreTags',
  auth: 'admin',
  summary: 'Every store tag, by name, with how many products carry it.',
  input: z.object({}),
  output: z.object({ data: z.array(consoleStoreTagSchema) }),
  cacheSeconds: 0,
});

export const saveStoreTagAction = defineAction({
  name: 'saveStoreTag',
  auth: 'admin',
  summary: 'Creates (no id) or renames a store tag: its slug and its name in both languages. Audited.',
  input: z.object({
    id: idInput.optional(),
    store_id: idInput,
    slug: slugInput.max(60).toLowerCase(),
    value: nameText().trim().min(1).max(60),
    arabic_value: nameText().trim().min(1).max(60),
  }),
  output: z.object({ data: consoleStoreTagSchema }),
  cacheSeconds: 0,
});

export const deleteStoreTagAction = defineAction({
  name: 'deleteStoreTag',
  auth: 'admin',
  summary: 'Deletes a store tag; the products carrying it lose it. Audited with the products it was on.',
  input: z.object({ id: idInput }),
  output: z.object({ deleted: z.literal(1) }),
  cacheSeconds: 0,
});

/** The console's store catalogue: design, products, variants, stock, collections, designers, tags (decision 035). */
export const consoleStoreActions = [
  consoleStoresAction,
  saveStoreDesignAction,
  saveStorePageAction,
  deleteStorePageAction,
  consoleProductsAction,
  consoleProductAction,
  saveProductAction,
  deleteProductAction,
  adjustStockAction,
  stockMovementsAction,
  consoleCollectionsAction,
  saveCollectionAction,
  deleteCollectionAction,
  consoleStoreTagsAction,
  saveStoreTagAction,
  deleteStoreTagAction,
] as const;
