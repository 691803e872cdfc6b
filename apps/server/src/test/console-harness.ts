import { and, asc, eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { openDatabase, postgresPoolOf } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { createSession, createUser } from './factories.ts';
import { createTestApp, postAction } from './harness.ts';

export type ConsoleTestApp = Awaited<ReturnType<typeof createConsoleTestApp>>;

/**
 * The app for a console test file: public answers cached a minute, as in production, so a test sees
 * whether a change drops them; plus an admin, a moderator and a traveller with their sessions.
 */
export async function createConsoleTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp({ publicCacheMs: 60_000, ...options });
  const admin = await createUser(t.db, { role: 'operator', staffRole: 'admin' });
  const moderator = await createUser(t.db, { role: 'operator', staffRole: 'moderator' });
  const traveller = await createUser(t.db);
  const tokens = {
    admin: await createSession(t.db, admin.id),
    moderator: await createSession(t.db, moderator.id),
    user: await createSession(t.db, traveller.id),
  };
  return {
    ...t,
    adminId: admin.id,
    travellerId: traveller.id,
    tokens,
    /** An action called by the admin. */
    call: (fields: Record<string, string | number>) => postAction(t.app, fields, tokens.admin),
    /** Drops every cached public answer, for data the factories wrote behind the console's back. */
    dropCachedAnswers: () => t.app.bus.publish('public-data-changed'),
  };
}

/**
 * The statuses each call gets without a token, with a traveller's and with a moderator's: an admin
 * action answers [401, 403, 403] for each. Check afterwards that nothing changed.
 */
export async function statusesOfOutsiders(t: ConsoleTestApp, calls: Record<string, string | number>[]) {
  const statuses: number[][] = [];
  for (const fields of calls) {
    const refused: number[] = [];
    for (const token of [undefined, t.tokens.user, t.tokens.moderator]) {
      refused.push((await postAction(t.app, fields, token)).statusCode);
    }
    statuses.push(refused);
  }
  return statuses;
}

/** The audit entries of one record, oldest first. */
export function auditEntriesOf(t: Pick<ConsoleTestApp, 'db'>, entity: string, entityId: string | number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}

/**
 * A second server process on the same PostgreSQL: its own pool, its own listening session and its own
 * public cache, as another process behind the load balancer has. Only with TEST_DATABASE_URL
 * (`describe.skipIf(!inject('postgresTemplateUrl'))`).
 */
export async function openSecondProcess(t: Pick<ConsoleTestApp, 'db' | 'config'>) {
  const pool = postgresPoolOf(t.db);
  if (!pool) throw new Error('a second process shares a PostgreSQL database; this test runs on PGlite');
  const second = await openDatabase({ databaseUrl: pool.options.connectionString! });
  const app = await buildApp({ config: t.config, db: second.db, logger: false, publicCacheMs: 60_000 });
  return {
    app,
    async close() {
      await app.close();
      await second.close();
    },
  };
}
