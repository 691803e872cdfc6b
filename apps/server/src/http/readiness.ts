import { EventEmitter, once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder, type Database } from '../db/client.ts';

/**
 * GET /readyz (docs/decisions/062): 200 only while the process takes new work — the database answers, every
 * migration this code knows is applied, and the process is not stopping. GET /healthz stays the liveness
 * check: a stopping process is alive while it finishes its requests.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** true from the stop signal on: readiness answers 503 while the requests in flight finish */
    draining: boolean;
    /** marks the process as stopping; server.ts calls it on SIGTERM before closing the app */
    startDraining(): void;
  }
}

/** The newest migration's timestamp in the journal, as drizzle's migrator records it in `created_at`. */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

async function migrationsApplied(db: Database, newest: number): Promise<boolean> {
  const { rows } = (await db.execute(
    sql`select coalesce(max(created_at), 0)::text as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: string }[] };
  return Number(rows[0]?.applied ?? 0) >= newest;
}

export function registerReadiness(app: FastifyInstance, options: { db: Database; testRoutes: boolean }): void {
  const { db } = options;
  const newest = newestMigration();
  const events = new EventEmitter();
  app.decorate('draining', false);
  app.decorate('startDraining', () => {
    if (app.draining) return;
    app.draining = true;
    events.emit('draining');
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining) return reply.code(503).send({ status: 'draining' });
    try {
      if (!(await migrationsApplied(db, newest))) {
        return reply.code(503).send({ status: 'fail', database: 'ok', migrations: 'pending' });
      }
      return reply.send({ status: 'ok', database: 'ok', migrations: 'ok' });
    } catch (err) {
      request.log.error({ err }, 'readiness check: database unreachable');
      return reply.code(503).send({ status: 'fail', database: 'unreachable' });
    }
  });

  // TEST_ROUTES=on only (never in production): a request that stays in flight until the process stops
  // taking connections, then answers, so a test sees a stop finish what it had begun
  if (options.testRoutes) {
    app.get('/test/held-until-shutdown', async (request, reply) => {
      request.log.info('request held until shutdown');
      if (!app.draining) await once(events, 'draining');
      // the listener closes right after the stop signal; answer once it has
      while (app.server.listening) await nextTurn();
      return reply.header('cache-control', 'no-store').send({ held: 'released' });
    });
  }
}
