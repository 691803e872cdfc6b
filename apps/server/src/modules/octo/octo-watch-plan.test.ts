import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { watchCandidates } from './octo-webhooks.ts';

// docs/decisions/071: the webhook watcher's scan of recent OCTO bookings goes through indexes (migration
// octo_watch_index), whatever the size of the bookings, purchases and check-ins it looks among.
const now = new Date('2026-11-22T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(async () => {
  await t.close();
});

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
};
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('the webhook watcher’s scan', () => {
  it('reads each table by an index condition, never the whole table', async () => {
    const plan = await t.db.transaction(async (tx) => {
      // sequential scans and the joins that read whole inputs priced out: what is left must find rows by index
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_hashjoin = off`);
      await tx.execute(sql`set local enable_mergejoin = off`);
      const result = (await tx.execute(sql`explain (format json) ${watchCandidates(t.db, now)}`)) as unknown as {
        rows: { 'QUERY PLAN': string | { Plan: PlanNode }[] }[];
      };
      const value = result.rows[0]!['QUERY PLAN'];
      return (typeof value === 'string' ? (JSON.parse(value) as { Plan: PlanNode }[]) : value)[0]!.Plan;
    });
    const nodes = nodesOf(plan);
    const scans = nodes.filter((n) => /Scan/.test(n['Node Type']) && n['Node Type'] !== 'Bitmap Heap Scan');
    expect(scans.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name'])).toEqual([]);
    // every index scan of these tables looks rows up by a condition, none walks a whole index (webhooks and
    // resellers are few: at most 20 webhooks a reseller)
    const walked = scans.filter((n) => n['Index Cond'] === undefined && !/webhooks|resellers/.test(n['Index Name'] ?? ''));
    expect(walked.map((n) => n['Index Name'])).toEqual([]);
    const indexes = new Set(scans.map((n) => n['Index Name']));
    for (const index of [
      'octo_bookings_updated_idx',
      'bookings_cancelled_idx',
      'purchases_released_idx',
      'purchases_hold_idx',
      'check_ins_created_idx',
    ])
      expect(indexes).toContain(index);
  });
});
