import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { changedDayReads, watchCandidates } from './octo-webhooks.ts';

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

/** The scans of a statement's plan, with sequential scans and the joins that read whole inputs priced out. */
async function scansOf(statement: SQLWrapper): Promise<PlanNode[]> {
  const plan = await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_hashjoin = off`);
    await tx.execute(sql`set local enable_mergejoin = off`);
    const result = (await tx.execute(sql`explain (format json) ${statement}`)) as unknown as {
      rows: { 'QUERY PLAN': string | { Plan: PlanNode }[] }[];
    };
    const value = result.rows[0]!['QUERY PLAN'];
    return (typeof value === 'string' ? (JSON.parse(value) as { Plan: PlanNode }[]) : value)[0]!.Plan;
  });
  return nodesOf(plan).filter((n) => /Scan/.test(n['Node Type']) && n['Node Type'] !== 'Bitmap Heap Scan');
}

/** Scans that read a whole table or index: none of the tables that grow with the bookings may be read so. */
const walks = (scans: PlanNode[]) =>
  scans
    .filter((n) => n['Node Type'] === 'Seq Scan' || n['Index Cond'] === undefined)
    .filter((n) => !/webhooks|resellers/.test(n['Index Name'] ?? n['Relation Name'] ?? ''))
    .map((n) => n['Index Name'] ?? n['Relation Name']);

describe('the webhook watcher’s scan', () => {
  it('reads each table by an index condition, never the whole table', async () => {
    const scans = await scansOf(watchCandidates(t.db, now));
    expect(scans.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name'])).toEqual([]);
    // webhooks and resellers are few (at most 20 webhooks a reseller): every other scan looks rows up by a condition
    expect(walks(scans)).toEqual([]);
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

  it('finds the product days whose tickets moved through indexes too', async () => {
    const scans: PlanNode[] = [];
    for (const read of changedDayReads(t.db, now, '2026-11-22')) scans.push(...(await scansOf(read)));
    expect(walks(scans)).toEqual([]);
    const indexes = new Set(scans.map((n) => n['Index Name']));
    for (const index of ['bookings_created_idx', 'bookings_cancelled_idx', 'purchases_released_idx', 'bookings_purchase_idx'])
      expect(indexes).toContain(index);
  });
});
