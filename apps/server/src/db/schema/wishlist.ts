import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { packages } from './catalog.ts';
import { createdAt } from './columns.ts';
import { users } from './identity.ts';

/** The packages a signed-in traveller keeps for later (decision 063): one row per user and package. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    /** when it was added, from the request's clock: the list shows the newest first */
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.packageId] }), index('wishlist_items_package_idx').on(t.packageId)],
);
