import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './identity.ts';

/**
 * Every change made through the operators' console (issue 15): who, when, which record, and the record
 * before and after (null before a creation, null after a deletion). Written in the same transaction as
 * the change, so a change is never without its entry.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    /** the action that made the change, e.g. savePostcardTemplate */
    action: text('action').notNull(),
    /** the kind of record, e.g. postcard_template, operator, image */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_operator_idx').on(t.operatorId, t.createdAt),
  ],
);

/**
 * Pictures uploaded from the console (issue 15 Deliver 6): checked by content, re-encoded without
 * metadata, kept under a server-made name below DATA_DIR/files (so the /files route serves and resizes
 * them); the picker lists them for reuse.
 */
export const mediaImages = pgTable(
  'media_images',
  {
    id: serial('id').primaryKey(),
    /** under files/, e.g. uploads/2026/11/3f9c….jpg */
    path: text('path').notNull().unique(),
    /** the uploaded file's own name, for finding it again in the picker (never used as a path) */
    originalName: text('original_name').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('media_images_created_idx').on(t.createdAt)],
);
