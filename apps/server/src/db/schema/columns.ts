import { integer, smallint, timestamp } from 'drizzle-orm/pg-core';

/** A 0/1 flag as the specification stores it. */
export const flag = (name: string) => smallint(name).notNull().default(0);

/** Money is integer fils (1 AED = 100 fils); null where the specification allows "empty". */
export const fils = (name: string) => integer(name);

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
