import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { purchases } from './booking.ts';
import { createdAt, flag, timestampTz } from './columns.ts';
import { users } from './identity.ts';

export const postcardTemplates = pgTable('postcard_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  arabicName: text('arabic_name').notNull(),
  image: text('image').notNull(),
  priceFils: integer('price_fils').notNull(),
  /** 1: the user adds a photo; 0: ready-made */
  customisable: flag('customisable'),
  enable: flag('enable'),
});

/** Status 0 pending, 1 paid, other failed. */
export const postcardOrders = pgTable(
  'postcard_orders',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => postcardTemplates.id),
    /** the template's names when ordered: a renamed template does not rename past orders */
    name: text('name').notNull(),
    arabicName: text('arabic_name').notNull().default(''),
    /** at most 380 characters */
    message: text('message').notNull(),
    /** at most 88 characters */
    address: text('address').notNull(),
    font: text('font'),
    size: text('size'),
    /** the card's files, relative to DATA_DIR (postcards/<order_number>/…) */
    photoPath: text('photo_path'),
    frontSidePath: text('front_side_path').notNull(),
    backSidePath: text('back_side_path').notNull(),
    amountFils: integer('amount_fils').notNull(),
    status: smallint('status').notNull().default(0),
    /** the print-queue step of a paid card (received, printed, posted); '' until paid */
    processingStatus: text('processing_status').notNull().default(''),
    printedAt: timestampTz('printed_at'),
    printedBy: integer('printed_by').references(() => users.id),
    postedAt: timestampTz('posted_at'),
    postedBy: integer('posted_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('postcard_orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('postcard_orders_purchase_uq').on(t.purchaseId),
    // the print queue reads paid cards at a step, oldest first
    index('postcard_orders_queue_idx').on(t.status, t.processingStatus, t.createdAt),
  ],
);
