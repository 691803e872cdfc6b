import type { ConsolePermission } from '@portal/contract/console-permissions';
import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { destinations } from './catalog.ts';
import { createdAt } from './columns.ts';
import { users } from './identity.ts';
import { stores } from './store.ts';

/**
 * Every change made through the operators' console (decision 034): who, when, which record, and the record
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
 * Pictures uploaded from the console (decision 034): checked by content, re-encoded without
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

/**
 * An operators' team (decision 049): what its members may do (permissions from the contract's catalogue)
 * and on which venues (team_destinations, team_stores). An operator whose staff role is `member` belongs to
 * exactly one team through team_members; admins and moderators act on the whole portal and belong to none.
 */
export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAe: text('name_ae').notNull(),
  permissions: jsonb('permissions').$type<ConsolePermission[]>().notNull().default([]),
  createdAt: createdAt(),
});

export const teamDestinations = pgTable(
  'team_destinations',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.destinationId] })],
);

export const teamStores = pgTable(
  'team_stores',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.storeId] })],
);

/** A member's one team; a team with members cannot be deleted (team_in_use), so no member is left teamless. */
export const teamMembers = pgTable(
  'team_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
  },
  (t) => [index('team_members_team_idx').on(t.teamId)],
);
