import { randomBytes } from 'node:crypto';
import { and, eq, sum } from 'drizzle-orm';
import pg from 'pg';
import http from 'node:http';
import { migrateDatabase, newPglite, openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { bookings, purchases, slotInventory, timeSlots } from '../apps/server/src/db/schema/index.ts';
import { createDestination, createPackage, createSession, createUser } from '../apps/server/src/test/factories.ts';
import { listenBenchApp } from './bench-app.ts';

/**
 * Contention benchmark (bench/README.md): BUYERS signed-in users send createPurchase at the same moment
 * for one ticket each of a time slot that has TICKETS, over HTTP on 127.0.0.1, against the real app in
 * production configuration, on PGlite and (when a PostgreSQL URL is given) on PostgreSQL. Prints
 * purchases per second, answers per second, p50/p99 latency and the overbooking count, and exits 1 when
 * a slot was sold past its tickets, or when an answer was anything but a hold (200) or sold out (409).
 */
const buyers = Number(process.env.BENCH_BUYERS ?? 500);
const tickets = Number(process.env.BENCH_TICKETS ?? 50);
const rounds = Number(process.env.BENCH_CONTENTION_ROUNDS ?? 3);
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
if (![buyers, tickets, rounds].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('BENCH_BUYERS, BENCH_TICKETS and BENCH_CONTENTION_ROUNDS must be positive whole numbers');
  process.exit(2);
}

const date = '2027-01-15';
/** every buyer has its own kept-alive connection, opened before the start so the requests leave together */
const agent = new http.Agent({ keepAlive: true, maxSockets: buyers });

/** One HTTP request on the shared agent; answers the status and the body text. */
function send(url: string, options: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(url, { method: options.method, headers: options.headers, agent, timeout: 120_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 120 s')));
    req.on('error', reject);
    req.end(options.body);
  });
}

type Round = { holds: number; soldOut: number; other: string[]; seconds: number; latenciesMs: number[]; overbooked: number };

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

async function round(handle: DatabaseHandle, base: string): Promise<Round> {
  const { db } = handle;
  const destination = await createDestination(db);
  const pkg = await createPackage(db, {
    destinationId: destination.id,
    enableDatePicker: 1,
    enableTimePicker: 1,
    startDate: '2026-01-01',
    endDate: '2027-12-31',
  });
  const [slot] = await db
    .insert(timeSlots)
    .values({ packageId: pkg.id, timeSlot: '10:00 AM', adultTickets: tickets, childTickets: tickets, enable: 1 })
    .returning();
  const tokens: string[] = [];
  for (let i = 0; i < buyers; i += 1) tokens.push(await createSession(db, (await createUser(db)).id));
  const items = JSON.stringify({
    packages: [{ package_id: pkg.id, adult_qty: 1, adult_price: 0.01, date, time_slot_id: slot!.id }],
  });
  const body = new URLSearchParams({ action: 'createPurchase', items, site: 'sharjah', channel: 'web' }).toString();

  // open every connection first, so the purchases themselves start together
  await Promise.all(tokens.map(() => send(`${base}/healthz`, { method: 'GET' })));

  const latenciesMs: number[] = [];
  const answers: { status: number; code: string | undefined }[] = [];
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      const t0 = performance.now();
      const res = await send(`${base}/api`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
        body,
      });
      latenciesMs.push(performance.now() - t0);
      answers.push({ status: res.status, code: (JSON.parse(res.text) as { code?: string }).code });
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const [taken] = await db
    .select({ adults: slotInventory.adultTaken })
    .from(slotInventory)
    .where(and(eq(slotInventory.timeSlotId, slot!.id), eq(slotInventory.date, date)));
  const [held] = await db
    .select({ adults: sum(bookings.adultQty) })
    .from(bookings)
    .innerJoin(purchases, eq(purchases.id, bookings.purchaseId))
    .where(and(eq(bookings.timeSlotId, slot!.id), eq(purchases.status, 0)));
  const heldAdults = Number(held?.adults ?? 0);
  const holds = answers.filter((a) => a.status === 200).length;
  // overbooking: tickets held beyond the slot's count, by the slot's counter or by the bookings themselves
  const overbooked = Math.max(0, (taken?.adults ?? 0) - tickets, heldAdults - tickets, holds - tickets);
  return {
    holds,
    soldOut: answers.filter((a) => a.status === 409).length,
    other: answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => `${a.status} ${a.code ?? ''}`),
    seconds,
    latenciesMs: latenciesMs.sort((a, b) => a - b),
    overbooked,
  };
}

async function bench(label: string, handle: DatabaseHandle): Promise<boolean> {
  await migrateDatabase(handle);
  const app = await listenBenchApp(handle.db, {
    name: 'contention',
    env: { PUBLIC_URL: 'http://127.0.0.1' },
    now: () => new Date('2026-12-01T08:00:00Z'),
  });
  const base = app.base;
  let ok = true;
  try {
    const rows: string[] = [];
    let overbookedTotal = 0;
    for (let r = 1; r <= rounds; r += 1) {
      const result = await round(handle, base);
      overbookedTotal += result.overbooked;
      const p50 = quantile(result.latenciesMs, 0.5);
      const p99 = quantile(result.latenciesMs, 0.99);
      rows.push(
        `| ${label} | ${r} | ${result.holds} | ${result.soldOut} | ${result.other.length} | ${(result.holds / result.seconds).toFixed(1)} | ${(buyers / result.seconds).toFixed(0)} | ${p50.toFixed(0)} | ${p99.toFixed(0)} | ${result.overbooked} |`,
      );
      if (result.other.length > 0) {
        ok = false;
        console.error(`${label} round ${r}: unexpected answers: ${[...new Set(result.other)].join(', ')}`);
      }
      if (result.overbooked > 0) ok = false;
      if (result.holds !== Math.min(tickets, buyers)) {
        console.error(`${label} round ${r}: ${result.holds} holds for ${tickets} tickets (tickets left unsold under contention)`);
      }
    }
    console.log(rows.join('\n'));
    if (overbookedTotal > 0) console.error(`${label}: OVERBOOKED by ${overbookedTotal} tickets`);
  } finally {
    await app.close();
  }
  return ok;
}

console.log(
  `\nContention: ${buyers} buyers at once on ${tickets} tickets of one time slot, createPurchase over HTTP on 127.0.0.1, ${rounds} rounds`,
);
console.log('| database | round | holds | sold out (409) | other | purchases/s | answers/s | p50 ms | p99 ms | overbooked |');
console.log('|---|---|---|---|---|---|---|---|---|---|');

let allOk = true;
const pglite = await openDatabase({ pglite: newPglite() });
try {
  allOk = (await bench('PGlite', pglite)) && allOk;
} finally {
  await pglite.close();
}

if (postgresUrl) {
  // a database of its own, dropped afterwards, on the server BENCH_DATABASE_URL / TEST_DATABASE_URL names
  const name = `bench_contention_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const server = await openDatabase({ databaseUrl: url.toString() });
  try {
    allOk = (await bench('PostgreSQL', server)) && allOk;
  } finally {
    await server.close();
    // the pool's sockets close a moment after pool.end() resolves: wait for the server to see them gone
    for (let tries = 0; tries < 200; tries += 1) {
      const { rows } = await admin.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
      if (Number(rows[0]?.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('| PostgreSQL | skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to run it | | | | | | | | |');
}

agent.destroy();
if (!allOk) {
  console.error('contention benchmark FAILED: overbooking or unexpected answers (see above)');
  process.exit(1);
}
