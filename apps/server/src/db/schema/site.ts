import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { flag } from './columns.ts';

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
