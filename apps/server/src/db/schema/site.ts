import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, flag, timestampTz } from './columns.ts';
import { users } from './identity.ts';

export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().default(''),
  arabicTitle: text('arabic_title').notNull().default(''),
  image: text('image').notNull(),
  mobileImage: text('mobile_image').notNull(),
  link: text('link').notNull().default(''),
  position: integer('position').notNull().default(0),
  enable: flag('enable'),
});

/** Named settings documents, e.g. `homepage`; each value is validated by its contract schema when read. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** A message sent through the contact form (decision 036): kept for operators, not only e-mailed. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    language: text('language', { enum: ['en', 'ae'] })
      .notNull()
      .default('en'),
    /** the signed-in sender, when there was one */
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
    /** when an operator marked it answered, and who */
    handledAt: timestampTz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
