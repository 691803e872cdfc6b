import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDestination, createPackage, createUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { createMessageSender, type Transport } from '../../providers/messages/messages.ts';
import { listCustomers } from '../accounts/customers-console-service.ts';
import { consoleBookings } from '../booking/bookings-console-service.ts';
import { inviteReviewers } from '../reviews/review-invitations.ts';
import { readAuditLog } from './audit-service.ts';

/**
 * docs/decisions/072-lists-at-scale.md: the console's lists, searches and counts and the review-invitation job
 * read the big tables through an index. On PostgreSQL (the operators' database at scale), with 20,000 users,
 * 200,000 bookings and 200,000 audit entries seeded in SQL, each statement they send is planned with EXPLAIN
 * and no plan reads bookings, purchases, users or the audit log whole, but a count of a whole table.
 */

const now = new Date('2026-11-22T08:00:00Z');
const bigTables = new Set(['bookings', 'purchases', 'users', 'audit_log']);
let t: Awaited<ReturnType<typeof createTestApp>>;
const onPostgres = Boolean(inject('postgresTemplateUrl'));

type Recorded = { text: string; params: unknown[] };
const recording = new AsyncLocalStorage<Recorded[]>();
const query = pg.Client.prototype.query;

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The statements `run` sends, each planned by PostgreSQL. */
async function plansOf(run: () => Promise<unknown>): Promise<{ text: string; nodes: PlanNode[] }[]> {
  const recorded: Recorded[] = [];
  await recording.run(recorded, async () => await run());
  const pool = (t.db as unknown as { $client: pg.Pool }).$client;
  const plans = [];
  for (const { text, params } of recorded) {
    if (!/^\s*(select|with)/i.test(text)) continue;
    const { rows } = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${text}`, params);
    plans.push({ text, nodes: nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan) });
  }
  return plans;
}

/** The big tables a statement's plan reads whole. */
const wholeReads = (nodes: PlanNode[]) =>
  nodes.filter((n) => n['Node Type'] === 'Seq Scan' && bigTables.has(n['Relation Name'] ?? '')).map((n) => n['Relation Name']);

/** A count of a whole table, or of every traveller (resellers' own accounts aside): it reads them all by nature. */
const countsWholeTable = (text: string) =>
  /^select count\(\*\) from "\w+"( where \("users"."role" = \$1( and not exists \(select 1 from "resellers" where "resellers"."user_id" = "users"."id"\))?\)| where "users"."role" = \$1)?$/.test(
    text.replace(/\s+/g, ' ').trim(),
  );

async function expectIndexedReads(name: string, run: () => Promise<unknown>) {
  const plans = await plansOf(run);
  expect(plans.length, name).toBeGreaterThan(0);
  for (const { text, nodes } of plans) {
    if (countsWholeTable(text)) continue;
    expect(wholeReads(nodes), `${name}: ${text}`).toEqual([]);
  }
  return plans;
}

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ now: () => now });
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text: string; values?: unknown[] };
    const values = (typeof config === 'string' ? undefined : config.values) ?? (args[1] as unknown[] | undefined) ?? [];
    recording.getStore()?.push({ text: typeof config === 'string' ? config : config.text, params: values });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  const destination = await createDestination(t.db);
  const packageIds: number[] = [];
  for (let i = 0; i < 10; i++) packageIds.push((await createPackage(t.db, { destinationId: destination.id })).id);
  const operator = await createUser(t.db, { role: 'operator', staffRole: 'admin' });
  const firstPackage = packageIds[0]!;
  // two years of bookings around the clock's day; those before yesterday are invited already
  await t.db.execute(sql`insert into users (first_name, last_name, email, mobile, role, created_at)
    select 'Name' || n, 'Family' || n, 'traveller' || n || '@example.com', '+97155' || lpad(n::text, 7, '0'), 'user',
      timestamptz '2025-01-01' + n * interval '30 minutes'
    from generate_series(1, 20000) n`);
  await t.db.execute(sql`insert into purchases (purchase_number, user_id, kind, status, subtotal_fils, total_fils, created_at)
    select 'P-' || n, u.first + n % 20000, 'booking', 1, 10000, 10000, timestamptz '2025-06-01' + n * interval '5 minutes'
    from generate_series(1, 100000) n, (select min(id) as first from users where role = 'user') u`);
  await t.db.execute(sql`insert into bookings (purchase_id, order_number, user_id, package_id, destination_id, date,
      total_fils, status, created_at, review_invited_at)
    select p.id, 'B-' || p.id || '-' || k, p.user_id, ${firstPackage}::int + (p.id + k) % 10, ${destination.id}::int,
      (date '2025-11-22' + ((p.id * 2 + k) % 730))::date, 5000, case when p.id % 7 = 0 then 3 else 1 end,
      p.created_at, case when date '2025-11-22' + ((p.id * 2 + k) % 730) < date '2026-11-21' then p.created_at end
    from purchases p cross join generate_series(0, 1) k`);
  await t.db.execute(sql`insert into audit_log (operator_id, action, entity, entity_id, after, created_at)
    select ${operator.id}::int, 'save' || (n % 12), 'entity_' || (n % 12), (n % 5000)::text, '{}'::jsonb,
      timestamptz '2025-01-01' + n * interval '2 minutes'
    from generate_series(1, 200000) n`);
  await t.db.execute(sql`analyze`);
}, 180_000);
afterAll(async () => {
  pg.Client.prototype.query = query;
  await t?.close();
});

describe.skipIf(!onPostgres)('the operator paths at 200,000 bookings, 20,000 users and 200,000 audit entries', () => {
  const all = { all: true } as const;
  const page = { page: 1, per_page: 20 };

  it('the bookings list, newest first, by dates, by number and by package, reads bookings by index', async () => {
    await expectIndexedReads('newest first', () => consoleBookings(t.db, page, all));
    await expectIndexedReads('a week', () => consoleBookings(t.db, { ...page, from: '2026-11-16', to: '2026-11-22' }, all));
    await expectIndexedReads('a day, confirmed', () =>
      consoleBookings(t.db, { ...page, from: '2026-11-22', to: '2026-11-22', status: 1 }, all),
    );
    await expectIndexedReads('a number', () => consoleBookings(t.db, { ...page, number: 'B-4242' }, all));
  });

  it('the customers list and its search read users by index', async () => {
    await expectIndexedReads('newest first', () => listCustomers(t.db, page));
    await expectIndexedReads('an e-mail fragment', () => listCustomers(t.db, { ...page, q: 'traveller1234@' }));
    await expectIndexedReads('a name', () => listCustomers(t.db, { ...page, q: 'Name777 Family777' }));
  });

  it('the audit log, its filters and its entity names read the log by index', async () => {
    const plans = await expectIndexedReads('newest first', () => readAuditLog(t.db, page));
    expect(plans.some(({ text }) => /with recursive names/.test(text))).toBe(true);
    await expectIndexedReads('an entity', () => readAuditLog(t.db, { ...page, entity: 'entity_3', entity_id: '42' }));
    await expectIndexedReads('two days', () => readAuditLog(t.db, { ...page, from: '2025-06-01', to: '2025-06-02' }));
    const { entities } = await readAuditLog(t.db, page);
    expect(entities).toEqual(Array.from({ length: 12 }, (_, n) => `entity_${n}`).sort());
  });

  it('the review invitations read only the bookings still to invite, by date', async () => {
    const outbox: Transport = { name: 'outbox', deliver: async () => {} };
    const messages = createMessageSender({
      db: t.db,
      transports: { email: outbox, sms: outbox },
      wake: () => {},
      now: () => now,
    });
    let written = 0;
    const plans = await expectIndexedReads('invitations', async () => {
      written = await inviteReviewers({ db: t.db, messages, publicUrl: 'https://portal.example', now });
    });
    // yesterday's confirmed bookings, a batch of them
    expect(written).toBe(200);
    const due = plans.find(({ text }) => /"review_invited_at" is null/.test(text) && /^select/.test(text));
    const indexes = due!.nodes.map((n) => n['Index Name']).filter(Boolean);
    expect(indexes, JSON.stringify(due!.nodes.map((n) => [n['Node Type'], n['Index Name']]))).toContain(
      'bookings_review_due_idx',
    );
  });
});
