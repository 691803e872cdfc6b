import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { postgresPoolOf, type Database } from '../db/client.ts';
import { jobEvents, purchaseEvents } from '../lib/observe.ts';
import { bearerToken } from './auth.ts';
import { clusterMetrics } from './cluster-metrics.ts';

/**
 * GET /metrics in Prometheus's text format (docs/decisions/062), only when METRICS_TOKEN is set and only to
 * `Authorization: Bearer <token>`. Requests are counted by action (an /api action's name, another route's
 * pattern), never by raw URL, so the series stay few whatever clients send.
 */

/** the latency buckets, in seconds: a cached hit is well under a millisecond, an upload or a report seconds */
const latencyBuckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Compares in time that does not depend on where the two differ; hashing first evens out their lengths. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The label of a request: the action an /api request named when it is one of the app's actions, `unknown`
 * for any other name; a route's pattern (`/pay/sandbox/:ref`); `page` for what the not-found handler answers:
 * the web app's pages and any address no route has.
 */
function actionOf(request: FastifyRequest, actions: ReadonlySet<string>): string {
  const route = request.routeOptions.url;
  if (route === '/api' || route === '/api/') {
    const query = request.query as Record<string, unknown> | undefined;
    const body = request.body as Record<string, unknown> | undefined;
    const name = (typeof body === 'object' && body !== null && !Buffer.isBuffer(body) ? body.action : undefined) ?? query?.action;
    return typeof name === 'string' && actions.has(name) ? name : 'unknown';
  }
  return route ?? 'page';
}

export function registerMetrics(
  app: FastifyInstance,
  options: { db: Database; token: string; now: () => Date; actions: Iterable<string> },
): void {
  const { db } = options;
  const actions = new Set(options.actions);
  const registry = new Registry();
  // process memory, CPU, event-loop lag and the heap, under prom-client's usual names
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by action (an /api action or a route pattern), method and status',
    labelNames: ['action', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request to its answer, by action and method',
    labelNames: ['action', 'method'] as const,
    buckets: latencyBuckets,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const action = actionOf(request, actions);
    requests.inc({ action, method: request.method, status: String(reply.statusCode) });
    latency.observe({ action, method: request.method }, reply.elapsedTime / 1000);
    done();
  });

  const purchases = new Counter({
    name: 'portal_purchases_total',
    help: 'Purchases held, confirmed, declined, expired and refunded in this process',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['held', 'confirmed', 'declined', 'expired', 'refunded'] as const) purchases.inc({ outcome }, 0);
  const jobs = new Counter({
    name: 'portal_job_runs_total',
    help: 'Turns of the periodic jobs: ran, skipped (another process held the lock) or failed',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const unobserve = [
    purchaseEvents.observe(({ outcome, count }) => purchases.inc({ outcome }, count)),
    jobEvents.observe(({ job, outcome }) => jobs.inc({ job, outcome })),
  ];
  app.addHook('onClose', async () => {
    for (const stop of unobserve) stop();
  });

  // read from the database on each scrape: the same for every process, so the cluster keeps the largest
  new Gauge({
    name: 'portal_outbox_pending_messages',
    help: 'Messages waiting in the outbox to be delivered',
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.set((await outboxState(db)).pending);
    },
  });
  new Gauge({
    name: 'portal_outbox_oldest_pending_seconds',
    help: 'Age of the oldest message still waiting in the outbox (0 when none waits)',
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const { oldest } = await outboxState(db);
      this.set(oldest ? Math.max(0, (options.now().getTime() - oldest.getTime()) / 1000) : 0);
    },
  });

  const pool = postgresPoolOf(db);
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge('portal_db_pool_connections', 'Connections this process holds open to PostgreSQL', () => pool.totalCount);
    poolGauge('portal_db_pool_idle_connections', 'Open connections no query is using', () => pool.idleCount);
    poolGauge('portal_db_pool_waiting_queries', 'Queries waiting for a free connection', () => pool.waitingCount);
  }

  // in a cluster's worker, the answer adds up every worker (the primary asks them all)
  if (cluster.isWorker) {
    // making one installs prom-client's answer to the primary's requests in this worker
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([registry]);
  }

  app.get('/metrics', async (request, reply) => {
    const given = bearerToken(request.headers.authorization);
    reply.header('cache-control', 'no-store');
    if (!given || !sameToken(given, options.token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain; charset=utf-8').send('unauthorized\n');
    }
    const text = cluster.isWorker ? await clusterMetrics() : await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
}

async function outboxState(db: Database): Promise<{ pending: number; oldest: Date | null }> {
  const { rows } = (await db.execute(
    sql`select count(*)::int as pending, min(created_at) as oldest from messages where status = 'pending'`,
  )) as unknown as { rows: { pending: number; oldest: Date | string | null }[] };
  const row = rows[0];
  return { pending: Number(row?.pending ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}
