import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { octoBookings, resellers, users } from '../../db/schema/index.ts';

/** A reseller as every OCTO request sees it, read from the database on each request (docs/decisions/061). */
export type Reseller = {
  id: number;
  name: string;
  userId: number;
  /** null = every package the portal sells */
  packageIds: number[] | null;
  commissionPercent: number;
  /** OCTO calls its key may make in one minute (docs/decisions/071) */
  rateLimitPerMinute: number;
};

/** SHA-256 (hex) of an API key: what is stored and looked up; the key itself never is. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * A new reseller and its API key, 32 random bytes in base64url, answered once: only its hash is kept. Its
 * bookings are written under an account of its own that has no e-mail or mobile, so nobody signs in as it
 * and no traveller message is sent to it.
 */
export async function createReseller(
  db: Database,
  input: {
    name: string;
    contactEmail?: string | null;
    packageIds?: number[] | null;
    commissionPercent?: number;
    rateLimitPerMinute?: number;
  },
  now: Date,
): Promise<{ reseller: Reseller; apiKey: string }> {
  const apiKey = randomBytes(32).toString('base64url');
  const row = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ firstName: input.name, lastName: '', createdAt: now })
      .returning({ id: users.id });
    const [created] = await tx
      .insert(resellers)
      .values({
        name: input.name,
        contactEmail: input.contactEmail ?? null,
        packageIds: input.packageIds ?? null,
        commissionPercent: input.commissionPercent ?? 0,
        ...(input.rateLimitPerMinute === undefined ? {} : { rateLimitPerMinute: input.rateLimitPerMinute }),
        keyHash: hashApiKey(apiKey),
        userId: user!.id,
        createdAt: now,
      })
      .returning();
    return created!;
  });
  return { reseller: toReseller(row), apiKey };
}

/** Revokes a reseller's key: its next call, in any process, is refused. False when it was not live. */
export async function revokeReseller(db: Database, resellerId: number, now: Date): Promise<boolean> {
  const revoked = await db
    .update(resellers)
    .set({ revokedAt: now })
    .where(and(eq(resellers.id, resellerId), isNull(resellers.revokedAt)))
    .returning({ id: resellers.id });
  return revoked.length > 0;
}

/** The live reseller whose key this is, or null (unknown or revoked). */
export async function resellerForKey(db: Database, key: string): Promise<Reseller | null> {
  const [row] = await db
    .select()
    .from(resellers)
    .where(and(eq(resellers.keyHash, hashApiKey(key)), isNull(resellers.revokedAt)));
  return row ? toReseller(row) : null;
}

const toReseller = (row: typeof resellers.$inferSelect): Reseller => ({
  id: row.id,
  name: row.name,
  userId: row.userId,
  packageIds: row.packageIds,
  commissionPercent: row.commissionPercent,
  rateLimitPerMinute: row.rateLimitPerMinute,
});

/** Whether the reseller may sell this package. */
export const sells = (reseller: Reseller, packageId: number) =>
  reseller.packageIds === null || reseller.packageIds.includes(packageId);

/**
 * A traveller's erasure (docs/decisions/036, 071): every OCTO booking contact, of the booking or of a unit
 * item, whose e-mail is `email` (any case) is emptied, and those bookings' notes with it; the bookings stay,
 * as the portal's own do. Answers how many bookings were cleared.
 */
export async function eraseOctoContacts(tx: Database, email: string): Promise<number> {
  const matches = (contact: SQL) => sql`lower(${contact}->>'emailAddress') = ${email.toLowerCase()}`;
  const cleared = await tx
    .update(octoBookings)
    .set({
      contact: sql`case when ${matches(sql`${octoBookings.contact}`)} then null else ${octoBookings.contact} end`,
      unitItems: sql`(select coalesce(jsonb_agg(case when ${matches(sql`u->'contact'`)} then jsonb_set(u, '{contact}', 'null'::jsonb)
        else u end order by n), '[]'::jsonb) from jsonb_array_elements(${octoBookings.unitItems}) with ordinality as e(u, n))`,
      notes: null,
    })
    .where(
      or(
        matches(sql`${octoBookings.contact}`),
        sql`exists (select 1 from jsonb_array_elements(${octoBookings.unitItems}) u where ${matches(sql`u->'contact'`)})`,
      ),
    )
    .returning({ id: octoBookings.id });
  return cleared.length;
}
