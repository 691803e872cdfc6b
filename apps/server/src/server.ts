import cluster from 'node:cluster';
import path from 'node:path';
import { calendarDateIn } from '@portal/domain/dates';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { outboxAccess, outboxAddress } from './http/outbox.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { seedDemoContent } from './db/seed/index.ts';
import { refreshStatistics, statisticsEveryMs } from './db/statistics.ts';
import { systemClock } from './lib/clock.ts';
import { everyInterval } from './lib/singleton-job.ts';
import { storageFor } from './lib/storage/index.ts';
import { startTracing, stopTracing } from './lib/tracing.ts';

const config = loadConfig();
// docs/decisions/070: before the database opens, so its statements are spans too; without the setting nothing of the SDK loads
if (config.OTEL_EXPORTER_OTLP_ENDPOINT) {
  await startTracing({ endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: config.OTEL_SERVICE_NAME });
}
const database = await openConfiguredDatabase(config);
if (config.SEED_DEMO === '1') {
  await seedDemoContent(database.db, {
    filesDir: path.join(config.DATA_DIR, 'files'),
    storage: storageFor(config),
    imageCache: { dir: path.join(config.DATA_DIR, 'cache', 'images'), bytes: config.IMAGE_CACHE_MB * 1_048_576 },
    siteName: config.SITE_NAME,
    today: calendarDateIn(systemClock()),
  });
}
const app = await buildApp({ config, db: database.db, now: systemClock });
// PGlite has no autovacuum: the server keeps its planner's statistics itself (docs/decisions/044)
if (database.kind === 'pglite') {
  const started = performance.now();
  const tables = await refreshStatistics(database.db);
  app.log.info({ tables: tables.length, ms: Math.round(performance.now() - started) }, 'embedded database statistics taken');
  everyInterval(app, database.db, {
    name: 'refresh-statistics',
    everyMs: statisticsEveryMs,
    failure: 'refreshing the embedded database statistics failed',
    run: () => refreshStatistics(database.db),
  });
}
// outside production, which of several workers answered (README "Several server processes")
if (cluster.isWorker && config.NODE_ENV !== 'production') {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-worker-pid', String(process.pid));
  });
}

let closing = false;
/**
 * Stops gracefully (docs/decisions/062): readiness answers 503 from here on, the listener closes so no new
 * connection is taken, requests in flight finish, then the app and the database close. Requests still open
 * after SHUTDOWN_TIMEOUT_MS have their connections cut, so a stuck client cannot hold the process.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutting down');
  app.startDraining();
  // a kept-alive connection closes as soon as its answer in flight is done, instead of idling out its minute;
  // a request that still arrives on it meanwhile gets Fastify's 503 with Connection: close
  app.server.keepAliveTimeout = 1;
  const cut = setTimeout(() => {
    app.log.warn('requests still open at the shutdown timeout: closing their connections');
    app.server.closeAllConnections();
  }, config.SHUTDOWN_TIMEOUT_MS);
  cut.unref();
  await app.close();
  clearTimeout(cut);
  await database.close();
  // the spans still batched go out before the process does; a collector that is down does not hold the stop
  await stopTracing().catch((err: unknown) => app.log.warn({ err }, 'sending the last spans failed'));
  app.log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info({ database: database.kind, url: config.PUBLIC_URL }, 'portal ready');
// the outbox's address carries its token (docs/decisions/019): whoever runs the server can open it, nobody else
if (outboxAccess(config) !== 'off') app.log.info({ url: outboxAddress(config) }, 'sign-in codes and messages sent');
