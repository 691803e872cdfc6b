import type { ActionOutput } from '@portal/contract/action';
import type { consolePackageAvailabilityAction, ConsoleTimeSlot } from '@portal/contract/console-availability';
import { addDays, dubaiTimestamp } from '@portal/domain/dates';
import { and, asc, between, count, eq, gt, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, dateAvailability, packages, pricesByDate, slotInventory, timeSlots } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { aedToFils, filsToAed } from '../../lib/money.ts';
import { recordChange, flagOf } from '../console/index.ts';

/**
 * Availability and prices of one package (decision 035): time slots, tickets per date, closed dates and
 * prices by date. Every change is audited in its own transaction; the actions tell every process that public
 * data changed once it commits. A capacity never goes below the tickets sold or held (capacity_below_taken),
 * checked so that a purchase taking tickets at the same moment cannot slip past it.
 */

/** One day or a range of days of a package, as the contract checked it (from <= to, at most a year). */
export type DateRange = { package_id: number; from: string; to: string };

/** Tickets per date; null = unlimited. */
export type Tickets = { adult_tickets: number | null; child_tickets: number | null };

/** The days of a range, in order. */
function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A calendar date as the refusal shows it: 12/12/2026 (day first, as the emirate writes dates). */
const shownDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** The refusal of a capacity below what is sold or held: the numbers in the message, the field that asked for it. */
function belowTaken(field: 'adult_tickets' | 'child_tickets', taken: number, date: string): AppError {
  return new AppError('capacity_below_taken', {
    params: { n: taken, date: shownDate(date) },
    fields: { [field]: `at least ${taken}: sold or held on ${date}` },
  });
}

/**
 * The package, or package_not_found; hidden and disabled packages too (the console runs them all). With
 * `lock`, read under a key-share lock, as a foreign key to it would: it cannot be deleted meanwhile.
 */
async function packageRow(db: Database, id: number, lock?: 'key share') {
  const query = db.select().from(packages).where(eq(packages.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw new AppError('package_not_found', { fields: { id: 'no such package' } });
  return row;
}

type SlotRow = typeof timeSlots.$inferSelect;

/** A slot as the audit log keeps it: the console's fields. */
const auditedSlot = (slot: SlotRow) => ({
  time_slot: slot.timeSlot,
  adult_tickets: slot.adultTickets,
  child_tickets: slot.childTickets,
  enable: slot.enable,
  position: slot.position,
});

/** The package's slots in order, with their bookings and the most tickets taken on one date. */
async function slotsWhere(db: Database, where: SQL): Promise<ConsoleTimeSlot[]> {
  const rows = await db
    .select({
      slot: timeSlots,
      bookings: sql<number>`(select count(*) from ${bookings} where ${bookings.timeSlotId} = ${timeSlots.id})`.mapWith(Number),
      mostAdults: max(slotInventory.adultTaken),
      mostChildren: max(slotInventory.childTaken),
    })
    .from(timeSlots)
    .leftJoin(slotInventory, eq(slotInventory.timeSlotId, timeSlots.id))
    .where(where)
    .groupBy(timeSlots.id)
    .orderBy(asc(timeSlots.position), asc(timeSlots.id));
  return rows.map(({ slot, bookings: booked, mostAdults, mostChildren }) => ({
    id: slot.id,
    time_slot: slot.timeSlot,
    adult_tickets: slot.adultTickets,
    child_tickets: slot.childTickets,
    enable: flagOf(slot.enable),
    position: slot.position,
    bookings: booked,
    most_adults_taken: mostAdults ?? 0,
    most_children_taken: mostChildren ?? 0,
  }));
}

/**
 * consolePackageAvailability: what the console's month calendar shows of one package — its date rules and
 * prices, its slots, and the month's own tickets, prices and slot tickets taken.
 */
export async function packageAvailability(
  db: Database,
  packageId: number,
  month: string,
  now: Date,
): Promise<ActionOutput<typeof consolePackageAvailabilityAction>> {
  const pkg = await packageRow(db, packageId);
  const first = `${month}-01`;
  const last = addDays(`${addDays(first, 31).slice(0, 7)}-01`, -1);
  const [slots, dates, prices, taken] = await Promise.all([
    slotsWhere(db, eq(timeSlots.packageId, packageId)),
    db
      .select()
      .from(dateAvailability)
      .where(and(eq(dateAvailability.packageId, packageId), between(dateAvailability.date, first, last)))
      .orderBy(asc(dateAvailability.date)),
    db
      .select()
      .from(pricesByDate)
      .where(and(eq(pricesByDate.packageId, packageId), between(pricesByDate.date, first, last)))
      .orderBy(asc(pricesByDate.date)),
    db
      .select({
        timeSlotId: slotInventory.timeSlotId,
        date: slotInventory.date,
        adultTaken: slotInventory.adultTaken,
        childTaken: slotInventory.childTaken,
      })
      .from(slotInventory)
      .innerJoin(timeSlots, eq(timeSlots.id, slotInventory.timeSlotId))
      .where(
        and(
          eq(timeSlots.packageId, packageId),
          between(slotInventory.date, first, last),
          or(gt(slotInventory.adultTaken, 0), gt(slotInventory.childTaken, 0)),
        ),
      )
      .orderBy(asc(slotInventory.date)),
  ]);
  return {
    package: {
      id: pkg.id,
      package_name: pkg.packageName,
      arabic_name: pkg.arabicName,
      adult_price: filsToAed(pkg.adultPriceFils),
      child_price: filsToAed(pkg.childPriceFils),
      enable: flagOf(pkg.enable),
      disabled: flagOf(pkg.disabled),
      redirect: flagOf(pkg.redirect),
      enable_date_picker: flagOf(pkg.enableDatePicker),
      enable_time_picker: flagOf(pkg.enableTimePicker),
      start_date: pkg.startDate,
      end_date: pkg.endDate,
      event_dates: pkg.eventDates,
      disabled_dates: [...pkg.disabledDates].sort(),
      disabled_weeks: pkg.disabledWeeks,
      disable_booking_prior: flagOf(pkg.disableBookingPrior),
    },
    time_slots: slots,
    month,
    now: dubaiTimestamp(now),
    dates: dates.map((d) => ({
      date: d.date,
      adult_tickets: d.adultTickets,
      child_tickets: d.childTickets,
      adult_taken: d.adultTaken,
      child_taken: d.childTaken,
    })),
    prices: prices.map((p) => ({
      date: p.date,
      adult_price: filsToAed(p.adultPriceFils),
      child_price: filsToAed(p.childPriceFils),
      peak_price: flagOf(p.peakPrice),
    })),
    slot_taken: taken.map((s) => ({
      time_slot_id: s.timeSlotId,
      date: s.date,
      adult_taken: s.adultTaken,
      child_taken: s.childTaken,
    })),
  };
}

/**
 * Stops every purchase from taking slot tickets until this transaction ends, after waiting for those
 * already taking them to commit. A purchase takes a slot's tickets in slot_inventory against the capacity it
 * reads from time_slots, two different rows, so no row lock orders a capacity change with it. A purchase
 * waiting here reads the capacity only once it gets through (PostgreSQL takes a statement's table locks
 * before its snapshot), so it sees the new capacity; a purchase that got through first is counted by the
 * check. Slot changes are rare and short, so holding purchases back for one is cheap.
 */
async function holdSlotPurchases(tx: Database): Promise<void> {
  await tx.execute(sql`lock table ${slotInventory} in share mode`);
}

/**
 * As holdSlotPurchases, for a deletion, whose cascade then writes slot_inventory: self-exclusive (share row
 * exclusive), so two deletions run one after the other, where under two share locks each would wait for the
 * other's to let its cascade write.
 */
async function holdSlotPurchasesToDelete(tx: Database): Promise<void> {
  await tx.execute(sql`lock table ${slotInventory} in share row exclusive mode`);
}

/** The answer for a time slot that is missing, of another package or of another team's destination. */
export const slotNotFound = () =>
  new AppError('not_found', { msg: 'Time slot not found', fields: { id: 'no such time slot of this package' } });

/** The slot locked for the rest of the transaction, or not_found. */
async function lockedSlot(tx: Database, id: number, packageId?: number): Promise<SlotRow> {
  const [row] = await tx.select().from(timeSlots).where(eq(timeSlots.id, id)).for('update');
  if (!row || (packageId !== undefined && row.packageId !== packageId)) throw slotNotFound();
  return row;
}

/** Refuses a slot capacity below the tickets of that kind taken on any one date, naming the date that took the most. */
async function refuseSlotBelowTaken(tx: Database, slotId: number, tickets: Tickets): Promise<void> {
  const kinds = [
    { field: 'adult_tickets', capacity: tickets.adult_tickets, taken: slotInventory.adultTaken },
    { field: 'child_tickets', capacity: tickets.child_tickets, taken: slotInventory.childTaken },
  ] as const;
  for (const kind of kinds) {
    if (kind.capacity === null) continue;
    const [over] = await tx
      .select({ date: slotInventory.date, taken: kind.taken })
      .from(slotInventory)
      .where(and(eq(slotInventory.timeSlotId, slotId), gt(kind.taken, kind.capacity)))
      .orderBy(sql`${kind.taken} desc`, asc(slotInventory.date))
      .limit(1);
    if (over) throw belowTaken(kind.field, over.taken, over.date);
  }
}

export type SlotChange = Tickets & { package_id: number; id?: number | undefined; time_slot: string; enable: 0 | 1 };

/**
 * saveTimeSlot: adds a slot at the end of the package's order (no id) or changes one. Lowering its tickets
 * below what one date has sold or held is refused with the numbers, race-free with purchases.
 */
export async function saveTimeSlot(db: Database, operatorId: number, change: SlotChange): Promise<ConsoleTimeSlot> {
  await packageRow(db, change.package_id);
  const values = {
    timeSlot: change.time_slot,
    adultTickets: change.adult_tickets,
    childTickets: change.child_tickets,
    enable: change.enable,
  };
  const id = await db.transaction(async (tx) => {
    if (change.id === undefined) {
      const [last] = await tx
        .select({ position: max(timeSlots.position) })
        .from(timeSlots)
        .where(eq(timeSlots.packageId, change.package_id));
      const position = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
      const [created] = await tx
        .insert(timeSlots)
        .values({ ...values, packageId: change.package_id, position })
        .returning();
      await recordSlotChange(tx, operatorId, 'saveTimeSlot', created!.id, null, created!);
      return created!.id;
    }
    // any limit may be below what is taken; the table lock comes before the slot's row lock, the order a
    // purchase takes them in (its insert, then the foreign key's check of the slot)
    if (change.adult_tickets !== null || change.child_tickets !== null) await holdSlotPurchases(tx);
    const before = await lockedSlot(tx, change.id, change.package_id);
    await refuseSlotBelowTaken(tx, before.id, change);
    const [after] = await tx.update(timeSlots).set(values).where(eq(timeSlots.id, before.id)).returning();
    await recordSlotChange(tx, operatorId, 'saveTimeSlot', before.id, before, after!);
    return before.id;
  });
  const [saved] = await slotsWhere(db, eq(timeSlots.id, id));
  return saved!;
}

function recordSlotChange(
  tx: Database,
  operatorId: number,
  action: string,
  slotId: number,
  before: SlotRow | null,
  after: SlotRow | null,
) {
  return recordChange(tx, {
    operatorId,
    action,
    entity: 'time_slot',
    entityId: slotId,
    before: before && { package_id: before.packageId, ...auditedSlot(before) },
    after: after && { package_id: after.packageId, ...auditedSlot(after) },
  });
}

/**
 * moveTimeSlot: swaps a slot with its neighbour in the package's order. The positions are renumbered 0, 1, 2…
 * on the way, so slots that shared a position (seeded ones) get a definite order.
 */
export async function moveTimeSlot(
  db: Database,
  operatorId: number,
  id: number,
  direction: 'up' | 'down',
): Promise<ConsoleTimeSlot[]> {
  const packageId = await db.transaction(async (tx) => {
    const moved = await lockedSlot(tx, id);
    const slots = await tx
      .select()
      .from(timeSlots)
      .where(eq(timeSlots.packageId, moved.packageId))
      .orderBy(asc(timeSlots.position), asc(timeSlots.id))
      .for('update');
    const from = slots.findIndex((s) => s.id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= slots.length) return moved.packageId;
    const order = slots.map((s) => s.id);
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [position, slotId] of order.entries()) {
      if (slots.find((s) => s.id === slotId)!.position !== position) {
        await tx.update(timeSlots).set({ position }).where(eq(timeSlots.id, slotId));
      }
    }
    await recordSlotChange(tx, operatorId, 'moveTimeSlot', id, moved, { ...moved, position: to });
    return moved.packageId;
  });
  return slotsWhere(db, eq(timeSlots.packageId, packageId));
}

/**
 * deleteTimeSlot: a slot nobody booked goes; one with bookings, or tickets sold or held on a date, answers
 * in_use (disable it instead). Purchases are held back meanwhile, so none takes its tickets after the check.
 */
export async function deleteTimeSlot(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await holdSlotPurchasesToDelete(tx);
    const before = await lockedSlot(tx, id);
    const [booked] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.timeSlotId, id));
    const [held] = await tx
      .select({ n: count() })
      .from(slotInventory)
      .where(and(eq(slotInventory.timeSlotId, id), or(gt(slotInventory.adultTaken, 0), gt(slotInventory.childTaken, 0))));
    if ((booked?.n ?? 0) > 0 || (held?.n ?? 0) > 0) throw new AppError('in_use');
    await tx.delete(timeSlots).where(eq(timeSlots.id, id));
    await recordSlotChange(tx, operatorId, 'deleteTimeSlot', id, before, null);
  });
}

/** The package's own rows of a table in the range, for the audit log's "before". */
const inRange = <T extends typeof dateAvailability | typeof pricesByDate>(table: T, range: DateRange) =>
  and(eq(table.packageId, range.package_id), between(table.date, range.from, range.to));

/** Booking status (schema): 0 pending (its tickets held), 1 confirmed; 2 failed gave its tickets back. */
const holdingStatuses = [0, 1];

/**
 * What a day's bookings of the package have taken, for a date that gets its first limit: purchases count a
 * date's tickets only where it lists a limit, so those made before it had one are counted here once.
 */
const takenBefore = (packageId: number, date: string, quantity: typeof bookings.adultQty | typeof bookings.childQty) =>
  sql<number>`(select coalesce(sum(${quantity}), 0)::int from ${bookings}
    where ${bookings.packageId} = ${packageId} and ${bookings.date} = ${date}::date and ${inArray(bookings.status, holdingStatuses)})`;

/** The first day of the range (earliest) whose tickets taken pass the new limits, with the kind that passes. */
async function dayOverLimits(tx: Database, range: DateRange, tickets: Tickets) {
  const over = (taken: typeof dateAvailability.adultTaken | typeof dateAvailability.childTaken, capacity: number | null) =>
    capacity === null ? sql`false` : gt(taken, capacity);
  const [row] = await tx
    .select()
    .from(dateAvailability)
    .where(
      and(
        inRange(dateAvailability, range),
        or(over(dateAvailability.adultTaken, tickets.adult_tickets), over(dateAvailability.childTaken, tickets.child_tickets)),
      ),
    )
    .orderBy(asc(dateAvailability.date))
    .limit(1);
  if (!row) return null;
  const adultsOver = tickets.adult_tickets !== null && row.adultTaken > tickets.adult_tickets;
  return adultsOver
    ? belowTaken('adult_tickets', row.adultTaken, row.date)
    : belowTaken('child_tickets', row.childTaken, row.date);
}

/**
 * saveDateTickets: the package's own tickets on every day of the range. A date that has sold or held more than
 * the new limit refuses the whole change, with the numbers of the first such date. A date without a row yet
 * starts from what its bookings took (purchases count a date's tickets only once it lists a limit). Dated
 * purchases wait meanwhile: each one's statement names date_availability, which this table lock holds back
 * until the change commits, after those already taking tickets have committed — so the check misses none,
 * and none takes a ticket past the new limit.
 * Every save takes its locks in one order, so that saves never deadlock with each other or with a
 * deletion: first the package row (key share, as its rows' foreign key would; a deletePackage holds it
 * before it reaches date_availability), then the table, self-exclusive (share row exclusive, not share: two
 * saves of any packages run one after the other, where under two share locks each would wait for the
 * other's to write its rows), then its own rows, in date order.
 */
export async function saveDateTickets(db: Database, operatorId: number, range: DateRange, tickets: Tickets): Promise<number> {
  const days = daysOf(range);
  return db.transaction(async (tx) => {
    await packageRow(tx, range.package_id, 'key share');
    await tx.execute(sql`lock table ${dateAvailability} in share row exclusive mode`);
    const before = await tx
      .select()
      .from(dateAvailability)
      .where(inRange(dateAvailability, range))
      .orderBy(asc(dateAvailability.date));
    await tx
      .insert(dateAvailability)
      .values(
        days.map((date) => ({
          packageId: range.package_id,
          date,
          adultTickets: tickets.adult_tickets,
          childTickets: tickets.child_tickets,
          adultTaken: takenBefore(range.package_id, date, bookings.adultQty),
          childTaken: takenBefore(range.package_id, date, bookings.childQty),
        })),
      )
      .onConflictDoUpdate({
        target: [dateAvailability.packageId, dateAvailability.date],
        set: { adultTickets: sql`excluded.adult_tickets`, childTickets: sql`excluded.child_tickets` },
      });
    const refusal = await dayOverLimits(tx, range, tickets);
    if (refusal) throw refusal;
    await recordChange(tx, {
      operatorId,
      action: 'saveDateTickets',
      entity: 'date_tickets',
      entityId: range.package_id,
      before: {
        from: range.from,
        to: range.to,
        dates: before.map((d) => ({ date: d.date, adult_tickets: d.adultTickets, child_tickets: d.childTickets })),
      },
      after: { from: range.from, to: range.to, adult_tickets: tickets.adult_tickets, child_tickets: tickets.child_tickets },
    });
    return days.length;
  });
}

/**
 * setDatesClosed: adds the range's days to the package's disabled_dates (closed) or takes them out (re-opened).
 * The booking flow's date rule (packages/domain booking/dates) refuses a disabled date and its calendar does
 * not offer it, whatever the date's tickets; the package row is locked, so two changes cannot lose each other's.
 */
export async function setDatesClosed(
  db: Database,
  operatorId: number,
  range: DateRange,
  closed: 0 | 1,
): Promise<{ changed: number; disabled_dates: string[] }> {
  return db.transaction(async (tx) => {
    const [pkg] = await tx
      .select({ disabledDates: packages.disabledDates })
      .from(packages)
      .where(eq(packages.id, range.package_id))
      .for('update');
    if (!pkg) throw new AppError('package_not_found', { fields: { package_id: 'no such package' } });
    const days = new Set(daysOf(range));
    const kept = pkg.disabledDates.filter((date) => !days.has(date));
    const next = (closed === 1 ? [...kept, ...days] : kept).sort();
    const changed = closed === 1 ? next.length - pkg.disabledDates.length : pkg.disabledDates.length - next.length;
    await tx.update(packages).set({ disabledDates: next }).where(eq(packages.id, range.package_id));
    await recordChange(tx, {
      operatorId,
      action: 'setDatesClosed',
      entity: 'closed_dates',
      entityId: range.package_id,
      before: { disabled_dates: pkg.disabledDates },
      after: { disabled_dates: next },
    });
    return { changed, disabled_dates: next };
  });
}

export type DatePrices = { adult_price: number | null; child_price: number | null; peak_price: 0 | 1 };

const auditedPrices = (rows: (typeof pricesByDate.$inferSelect)[]) =>
  rows.map((p) => ({
    date: p.date,
    adult_price: filsToAed(p.adultPriceFils),
    child_price: filsToAed(p.childPriceFils),
    peak_price: p.peakPrice,
  }));

/** saveDatePrices: the range's own prices and peak flag, which the booking flow charges on those days. */
export async function saveDatePrices(db: Database, operatorId: number, range: DateRange, prices: DatePrices): Promise<number> {
  await packageRow(db, range.package_id);
  const days = daysOf(range);
  return db.transaction(async (tx) => {
    const before = await tx.select().from(pricesByDate).where(inRange(pricesByDate, range)).orderBy(asc(pricesByDate.date));
    await tx
      .insert(pricesByDate)
      .values(
        days.map((date) => ({
          packageId: range.package_id,
          date,
          adultPriceFils: aedToFils(prices.adult_price),
          childPriceFils: aedToFils(prices.child_price),
          peakPrice: prices.peak_price,
        })),
      )
      .onConflictDoUpdate({
        target: [pricesByDate.packageId, pricesByDate.date],
        set: {
          adultPriceFils: sql`excluded.adult_price_fils`,
          childPriceFils: sql`excluded.child_price_fils`,
          peakPrice: sql`excluded.peak_price`,
        },
      });
    await recordChange(tx, {
      operatorId,
      action: 'saveDatePrices',
      entity: 'date_prices',
      entityId: range.package_id,
      before: { from: range.from, to: range.to, dates: auditedPrices(before) },
      after: {
        from: range.from,
        to: range.to,
        adult_price: prices.adult_price,
        child_price: prices.child_price,
        peak_price: prices.peak_price,
      },
    });
    return days.length;
  });
}

/** removeDatePrices: the range's days cost the package's own prices again. */
export async function removeDatePrices(db: Database, operatorId: number, range: DateRange): Promise<number> {
  await packageRow(db, range.package_id);
  return db.transaction(async (tx) => {
    const removed = await tx.delete(pricesByDate).where(inRange(pricesByDate, range)).returning();
    if (removed.length > 0) {
      await recordChange(tx, {
        operatorId,
        action: 'removeDatePrices',
        entity: 'date_prices',
        entityId: range.package_id,
        before: { from: range.from, to: range.to, dates: auditedPrices(removed.sort((a, b) => a.date.localeCompare(b.date))) },
        after: null,
      });
    }
    return removed.length;
  });
}
