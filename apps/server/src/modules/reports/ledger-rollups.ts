import { addDays, calendarDateIn } from '@portal/domain/dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** the first key of the rollup builder's lock (two-key advisory locks never meet the seed's one-key lock) */
const rollupLockSpace = 7_245_020;

/** How far each grain of ledger_share_rollups is built: its last day, null when nothing is yet. */
export type RollupState = { day: string | null; month: string | null };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function rollupState(db: Database): Promise<RollupState> {
  const rows = rowsOf<{ grain: 'day' | 'month'; through: string }>(
    await db.execute(sql`select grain, to_char(through, 'YYYY-MM-DD') as through from ledger_rollup_state`),
  );
  const of = (grain: 'day' | 'month') => rows.find((row) => row.grain === grain)?.through ?? null;
  return { day: of('day'), month: of('month') };
}

/** The last day of a date's month. */
export const monthEndOf = (date: string) => addDays(addDays(`${date.slice(0, 7)}-01`, 32).slice(0, 7) + '-01', -1);

/**
 * The Dubai days whose ledger no longer changes at `now`: those before yesterday (an entry carries the moment
 * it was written, and a transaction writing one is long over a day later). Answers the last of them, and the
 * last day of the last whole month among them.
 */
export function closedThrough(now: Date): { day: string; month: string } {
  const day = addDays(calendarDateIn(now), -2);
  const month = monthEndOf(day) === day ? day : addDays(`${day.slice(0, 7)}-01`, -1);
  return { day, month };
}

const upsertState = (grain: 'day' | 'month', through: string) =>
  sql`insert into ledger_rollup_state (grain, through) values (${grain}, ${through})
    on conflict (grain) do update set through = excluded.through`;

/**
 * Sums the shares of the closed days not yet rolled up, by day, then the whole closed months by month, in one
 * transaction under an advisory lock (docs/decisions/050 "Summary tables"). A caller finding the lock taken
 * goes on without waiting: the rollups it reads are complete as far as their state says, and the shares
 * cover the rest. Only days ahead of the state are added, so each day is summed once.
 */
export async function rollUpClosedDays(db: Database, now: Date): Promise<void> {
  const target = closedThrough(now);
  const before = await rollupState(db);
  const behind = (state: RollupState) => (state.day ?? '') < target.day || (state.month ?? '') < target.month;
  if (!behind(before)) return;
  await db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${rollupLockSpace}::int, 1) as locked`),
    );
    if (!lock?.locked) return;
    const state = await rollupState(tx);
    if (!behind(state)) return;
    if ((state.day ?? '') < target.day) {
      await tx.execute(sql`with shares as (
          select day, kind, channel, destination_id, package_id, product_id, store_id, amount_fils from ledger_shares
          where day <= ${target.day} ${state.day === null ? sql`` : sql`and day > ${state.day}`}
        )
        insert into ledger_share_rollups
          (grain, start, breakdown, kind, channel, destination_id, package_id, product_id, store_id, amount_fils)
        select 'day', day, 'channel', kind, channel, destination_id, null::int, null::int, store_id, sum(amount_fils)
        from shares group by day, kind, channel, destination_id, store_id
        union all
        select 'day', day, 'package', kind, null::text, destination_id, package_id, null::int, null::int, sum(amount_fils)
        from shares group by day, kind, destination_id, package_id
        union all
        select 'day', day, 'product', kind, null::text, null::int, null::int, product_id, store_id, sum(amount_fils)
        from shares group by day, kind, product_id, store_id`);
      await tx.execute(upsertState('day', target.day));
    }
    if ((state.month ?? '') < target.month) {
      await tx.execute(sql`insert into ledger_share_rollups
          (grain, start, breakdown, kind, channel, destination_id, package_id, product_id, store_id, amount_fils)
        select 'month', date_trunc('month', start::timestamp)::date, breakdown, kind, channel, destination_id,
          package_id, product_id, store_id, sum(amount_fils)
        from ledger_share_rollups
        where grain = 'day' and start <= ${target.month} ${state.month === null ? sql`` : sql`and start > ${state.month}`}
        group by 2, breakdown, kind, channel, destination_id, package_id, product_id, store_id`);
      await tx.execute(upsertState('month', target.month));
    }
  });
}
