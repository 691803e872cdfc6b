import { isEmail, normalizeEmail } from '@portal/domain/identity';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

/**
 * Gives the account of `email` the operator role as an admin (the command line makes the first accounts,
 * who then invite others from the console), creating the account when there is none; the person then
 * signs in at /login with a one-time code like everyone else. Answers what happened.
 */
export async function grantOperator(db: Database, email: string): Promise<{ id: number; email: string; created: boolean }> {
  const address = normalizeEmail(email);
  if (!isEmail(address)) throw new Error(`not an e-mail address: ${email}`);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, address));
  if (existing) {
    await db.update(users).set({ role: 'operator', staffRole: 'admin' }).where(eq(users.id, existing.id));
    return { id: existing.id, email: address, created: false };
  }
  const [created] = await db
    .insert(users)
    .values({ email: address, firstName: 'Operator', role: 'operator', staffRole: 'admin' })
    .returning({ id: users.id });
  return { id: created!.id, email: address, created: true };
}

/** Takes the operator role away and ends the person's sessions, so an open back office stops working at once. */
export async function revokeOperator(db: Database, email: string, now: Date): Promise<boolean> {
  const address = normalizeEmail(email);
  const [user] = await db
    .update(users)
    .set({ role: 'user', staffRole: null })
    .where(eq(users.email, address))
    .returning({ id: users.id });
  if (!user) return false;
  await endSessionsOf(db, user.id, now);
  return true;
}

/** Revokes every live session of `userId`; answers their token hashes, for the processes' session caches. */
export async function endSessionsOf(db: Database, userId: number, now: Date): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.map((s) => s.tokenHash);
}
