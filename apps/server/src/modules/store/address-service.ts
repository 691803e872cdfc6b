import { storeLimits, type Address } from '@portal/contract/store';
import type { newAddressSchema } from '@portal/contract/store-addresses';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

type AddressRow = typeof addresses.$inferSelect;

/** the first key of the per-user address lock (two-key advisory locks never meet the seed's one-key lock) */
const addressLockSpace = 7_245_013;

/** spec part 2 §3 Address: id, phone, and the address object. */
const toWire = (row: AddressRow): Address => ({
  id: row.id,
  phone: row.phone,
  address: {
    name: row.name,
    city: row.city,
    state: row.state,
    country: row.country,
    landmark: row.landmark,
    address: row.address,
  },
});

/** The address as an order keeps it: what it was shipped to, whatever later happens to the saved one. */
export const shippingAddressOf = (row: AddressRow): Record<string, string> => ({ ...toWire(row).address, phone: row.phone });

const live = (userId: number) => and(eq(addresses.userId, userId), isNull(addresses.deletedAt));

/** getAddress: the user's saved addresses, newest first; deleted ones and anyone else's never show. */
export async function listAddresses(db: Database, userId: number): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(live(userId)).orderBy(desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toWire);
}

/** One of the user's saved addresses; a deleted one or anyone else's is address_not_found. */
export async function ownAddress(db: Database, userId: number, addressId: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), live(userId)));
  if (!row) throw new AppError('address_not_found');
  return row;
}

/**
 * addAddress: saves the address (validated by the contract: the three required fields, a phone in E.164,
 * one of the seven emirates, the fixed country). At most storeLimits.addresses per user, counted under a
 * per-user lock so two saves at once cannot both pass the cap.
 */
export async function addAddress(
  db: Database,
  userId: number,
  input: z.output<typeof newAddressSchema>,
  now: Date,
): Promise<{ data: Address; addresses: Address[] }> {
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${addressLockSpace}::int, ${userId}::int)`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(addresses)
      .where(live(userId));
    if ((count?.n ?? 0) >= storeLimits.addresses) throw new AppError('too_many_addresses');
    const [inserted] = await tx
      .insert(addresses)
      .values({ userId, ...input, createdAt: now })
      .returning();
    return inserted!;
  });
  return { data: toWire(row), addresses: await listAddresses(db, userId) };
}

/**
 * deleteAddress: a soft delete (orders keep the address they were shipped to and its row); anyone else's,
 * an unknown or an already deleted address is address_not_found. Answers the remaining list.
 */
export async function deleteAddress(db: Database, userId: number, addressId: number, now: Date): Promise<Address[]> {
  const deleted = await db
    .update(addresses)
    .set({ deletedAt: now })
    .where(and(eq(addresses.id, addressId), live(userId)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw new AppError('address_not_found');
  return listAddresses(db, userId);
}
