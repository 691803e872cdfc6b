import { randomBytes } from 'node:crypto';
import type { Database } from '../apps/server/src/db/client.ts';
import { sessions, users } from '../apps/server/src/db/schema/index.ts';
import { hashToken } from '../apps/server/src/http/auth.ts';

let roundNumber = 0;

/**
 * `count` users with a live session each, for one round of a contention part (storm-data.ts,
 * store-data.ts): written in one statement per table, so preparing 500 buyers stays out of the measure.
 */
export async function signedInBuyers(db: Database, count: number): Promise<{ ids: number[]; tokens: string[] }> {
  roundNumber += 1;
  const tag = `${process.pid}-${roundNumber}`;
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firstName: 'Buyer',
        lastName: String(i),
        email: `buyer-${tag}-${i}@bench.example`,
      })),
    )
    .returning({ id: users.id });
  const tokens = people.map(() => randomBytes(32).toString('base64url'));
  const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
  await db
    .insert(sessions)
    .values(people.map((person, i) => ({ userId: person.id, tokenHash: hashToken(tokens[i]!), expiresAt })));
  return { ids: people.map((person) => person.id), tokens };
}
