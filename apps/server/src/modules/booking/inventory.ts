import type { ErrorCode } from '@portal/contract/errors';
import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dateAvailability, packages, slotInventory } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/** The tickets one booking takes: from the package's overall limits, its date's capacity and its time slot's. */
export type TicketRequest = {
  packageId: number;
  /** calendar date in Asia/Dubai, or null for a package without a date picker */
  date: string | null;
  timeSlotId: number | null;
  adults: number;
  children: number;
  /**
   * Whether the package has an overall limit, as the caller read it: false leaves the package row alone
   * (neither updated nor locked, decision 027); left out, the statement itself tells.
   */
  overallLimit?: boolean;
};

/**
 * Tickets taken by one statement: its common table expressions (`name as (…)`, in the order their rows
 * are locked) and `failure`, an SQL expression that is the code of the first step that could not take
 * its tickets, or null when every step took them.
 */
export type TicketTaking = { ctes: SQL[]; failure: SQL };

/** Rows of a raw statement, whichever driver (pg or PGlite) ran it: both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * One conditional step: the CTE that takes the tickets; `ok`, whether its gate held and it took them (or
 * had nothing to take), which gates the next step; the code of its refusal.
 */
type Step = { cte: SQL; ok: SQL; failure: SQL };

const code = (c: ErrorCode) => sql.raw(`'${c}'`);

/** The requests added up per row, in the order of first appearance, so no statement updates a row twice. */
function merged(requests: readonly TicketRequest[], keyOf: (r: TicketRequest) => string | null): TicketRequest[] {
  const rows = new Map<string, TicketRequest>();
  for (const r of requests) {
    const key = keyOf(r);
    if (key === null) continue;
    const seen = rows.get(key);
    rows.set(key, seen ? { ...seen, adults: seen.adults + r.adults, children: seen.children + r.children } : { ...r });
  }
  return [...rows.values()];
}

/**
 * The package's overall limits (spec part 1 §5): booked + wanted <= limit, re-checked by PostgreSQL on the
 * newest row version when buyers race. A package read as unlimited gets no step at all: nothing of a
 * purchase waits on its row. Not known: only a package with a limit is updated, and a package without
 * one passes (an UPDATE whose condition is false on the row neither changes nor locks it).
 */
function packageStep(name: string, r: TicketRequest, gate: SQL): Step | null {
  if (r.overallLimit === false) return null;
  const limited = r.overallLimit === true ? sql`true` : sql`(adult_overall_limit is not null or child_overall_limit is not null)`;
  const cte = sql`${sql.identifier(name)} as (
    update packages set adult_booked_times = adult_booked_times + ${r.adults}::int, child_booked_times = child_booked_times + ${r.children}::int
    where id = ${r.packageId} and ${limited}
      and (adult_overall_limit is null or adult_booked_times + ${r.adults}::int <= adult_overall_limit)
      and (child_overall_limit is null or child_booked_times + ${r.children}::int <= child_overall_limit)
      and ${gate}
    returning 1)`;
  const taken = sql`exists (select 1 from ${sql.identifier(name)})`;
  const unlimited = sql`exists (select 1 from packages where id = ${r.packageId} and adult_overall_limit is null and child_overall_limit is null)`;
  return {
    cte,
    ok: r.overallLimit === true ? taken : sql`(${taken} or (${gate} and ${unlimited}))`,
    failure: code('quantity_not_available'),
  };
}

/** Only a date with a listed capacity constrains (null fields = unlimited); other dates are open. */
function dateStep(name: string, r: TicketRequest & { date: string }, gate: SQL): Step {
  const row = sql`package_id = ${r.packageId} and date = ${r.date}::date`;
  const cte = sql`${sql.identifier(name)} as (
    update date_availability set adult_taken = adult_taken + ${r.adults}::int, child_taken = child_taken + ${r.children}::int
    where ${row}
      and (adult_tickets is null or adult_taken + ${r.adults}::int <= adult_tickets)
      and (child_tickets is null or child_taken + ${r.children}::int <= child_tickets)
      and ${gate}
    returning 1)`;
  return {
    cte,
    ok: sql`(exists (select 1 from ${sql.identifier(name)}) or (${gate} and not exists (select 1 from date_availability where ${row})))`,
    failure: code('date_fully_booked'),
  };
}

/**
 * The slot's tickets on the date, in one upsert: the first buyer of the date creates its row, the others
 * add to it; either way only while taken + wanted fits the slot's tickets (null = unlimited), read from
 * the slot row in the same statement. A conflicting row is locked and its newest version re-checked, so
 * racing buyers never pass the count. A slot that is not the package's takes nothing (`time_unavailable`).
 */
function slotStep(name: string, r: TicketRequest & { date: string; timeSlotId: number }, gate: SQL): Step {
  const cte = sql`${sql.identifier(name)} as (
    insert into slot_inventory as si (time_slot_id, date, adult_taken, child_taken)
    select ts.id, ${r.date}::date, ${r.adults}::int, ${r.children}::int from time_slots ts
    where ts.id = ${r.timeSlotId} and ts.package_id = ${r.packageId}
      and (ts.adult_tickets is null or ${r.adults}::int <= ts.adult_tickets)
      and (ts.child_tickets is null or ${r.children}::int <= ts.child_tickets)
      and ${gate}
    on conflict (time_slot_id, date) do update
      set adult_taken = si.adult_taken + excluded.adult_taken, child_taken = si.child_taken + excluded.child_taken
      where exists (
        select 1 from time_slots ts where ts.id = si.time_slot_id
          and (ts.adult_tickets is null or si.adult_taken + excluded.adult_taken <= ts.adult_tickets)
          and (ts.child_tickets is null or si.child_taken + excluded.child_taken <= ts.child_tickets))
    returning 1)`;
  return {
    cte,
    ok: sql`exists (select 1 from ${sql.identifier(name)})`,
    failure: sql`case when exists (select 1 from time_slots where id = ${r.timeSlotId} and package_id = ${r.packageId}) then ${code('time_fully_booked')} else ${code('time_unavailable')} end`,
  };
}

/**
 * The conditional steps that take the tickets of `requests` (callers sort them by package, date and slot,
 * so two carts lock rows in the same order and cannot deadlock): the package rows with an overall limit,
 * then the dates, then the slots, each step run only when `gate` and the step before it held, so a refused
 * buyer locks nothing more. Each row is one conditional statement ("taken + wanted <= capacity"):
 * PostgreSQL locks it and checks the condition again on the newest version when two buyers race, so no
 * count ever goes past its capacity, whatever the concurrency. The booked counts of a package with an
 * overall limit go up with its tickets (decision 020); a package without one is left alone (decision 027).
 */
export function ticketTaking(requests: readonly TicketRequest[], gate: SQL = sql`true`): TicketTaking {
  for (const r of requests) {
    if (r.adults < 0 || r.children < 0 || r.adults + r.children === 0) throw new AppError('invalid_input');
    if (r.timeSlotId !== null && r.date === null)
      throw new AppError('invalid_input', { fields: { date: 'a time slot needs a date' } });
  }
  const steps: Step[] = [];
  let previous = gate;
  const add = (step: Step | null) => {
    if (!step) return;
    steps.push(step);
    previous = step.ok;
  };
  for (const r of merged(requests, (x) => String(x.packageId))) add(packageStep(`take_package_${steps.length}`, r, previous));
  for (const r of merged(requests, (x) => (x.date === null ? null : `${x.packageId}|${x.date}`))) {
    add(dateStep(`take_date_${steps.length}`, r as TicketRequest & { date: string }, previous));
  }
  const slotKey = (x: TicketRequest) => (x.timeSlotId === null ? null : `${x.packageId}|${x.timeSlotId}|${x.date}`);
  for (const r of merged(requests, slotKey)) {
    add(slotStep(`take_slot_${steps.length}`, r as TicketRequest & { date: string; timeSlotId: number }, previous));
  }
  const failure =
    steps.length === 0
      ? sql`null::text`
      : sql`case ${sql.join(
          steps.map((s) => sql`when not ${s.ok} then ${s.failure}`),
          sql` `,
        )} end`;
  return { ctes: steps.map((s) => s.cte), failure };
}

/**
 * Takes the tickets of one or more bookings in one statement, or throws the first refusal's code and
 * takes nothing (callers run it inside a transaction, so a later failure gives back what it took).
 */
export async function reserveTickets(db: Database, request: TicketRequest | readonly TicketRequest[]): Promise<void> {
  const taking = ticketTaking(Array.isArray(request) ? request : [request as TicketRequest]);
  if (taking.ctes.length === 0) return;
  const [row] = rowsOf<{ failure: ErrorCode | null }>(
    await db.execute(sql`with ${sql.join(taking.ctes, sql`, `)} select ${taking.failure} as failure`),
  );
  if (row?.failure) throw new AppError(row.failure);
}

/**
 * Gives back what `reserveTickets` took (a failed, cancelled or expired hold). Counts never go below zero.
 * The booked counts of a package without an overall limit were never raised, so they are left alone.
 */
export async function releaseTickets(db: Database, request: TicketRequest): Promise<void> {
  const { packageId, date, timeSlotId, adults, children } = request;
  await db
    .update(packages)
    .set({
      adultBookedTimes: sql`greatest(0, ${packages.adultBookedTimes} - ${adults})`,
      childBookedTimes: sql`greatest(0, ${packages.childBookedTimes} - ${children})`,
    })
    .where(and(eq(packages.id, packageId), or(isNotNull(packages.adultOverallLimit), isNotNull(packages.childOverallLimit))));
  if (date === null) return;
  await db
    .update(dateAvailability)
    .set({
      adultTaken: sql`greatest(0, ${dateAvailability.adultTaken} - ${adults})`,
      childTaken: sql`greatest(0, ${dateAvailability.childTaken} - ${children})`,
    })
    .where(and(eq(dateAvailability.packageId, packageId), eq(dateAvailability.date, date)));
  if (timeSlotId === null) return;
  await db
    .update(slotInventory)
    .set({
      adultTaken: sql`greatest(0, ${slotInventory.adultTaken} - ${adults})`,
      childTaken: sql`greatest(0, ${slotInventory.childTaken} - ${children})`,
    })
    .where(and(eq(slotInventory.timeSlotId, timeSlotId), eq(slotInventory.date, date)));
}
