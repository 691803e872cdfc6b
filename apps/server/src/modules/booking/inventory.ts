import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dateAvailability, packages, slotInventory, timeSlots } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/** The tickets one booking takes: from the package's overall limits, its date's capacity and its time slot's. */
export type TicketRequest = {
  packageId: number;
  /** calendar date in Asia/Dubai, or null for a package without a date picker */
  date: string | null;
  timeSlotId: number | null;
  adults: number;
  children: number;
};

/**
 * Takes the tickets of one booking, or throws and takes nothing (callers run it inside the purchase's
 * transaction, so a later failure gives back what an earlier step took).
 *
 * Every step is one conditional UPDATE ("taken + wanted <= capacity"): PostgreSQL locks the row and
 * checks the condition again on the newest version when two buyers race, so no count ever goes past its
 * capacity, whatever the concurrency. A capacity of null means unlimited (spec part 1 §5). The package's
 * booked counts go up even when its overall limit is empty: packagesDetails shows them, and a limit an
 * operator sets later must count the tickets already sold (decision 020).
 */
export async function reserveTickets(db: Database, request: TicketRequest): Promise<void> {
  const { packageId, date, timeSlotId, adults, children } = request;
  if (adults < 0 || children < 0 || adults + children === 0) throw new AppError('invalid_input');

  const [limited] = await db
    .update(packages)
    .set({
      adultBookedTimes: sql`${packages.adultBookedTimes} + ${adults}`,
      childBookedTimes: sql`${packages.childBookedTimes} + ${children}`,
    })
    .where(
      and(
        eq(packages.id, packageId),
        or(isNull(packages.adultOverallLimit), sql`${packages.adultBookedTimes} + ${adults} <= ${packages.adultOverallLimit}`),
        or(isNull(packages.childOverallLimit), sql`${packages.childBookedTimes} + ${children} <= ${packages.childOverallLimit}`),
      ),
    )
    .returning({ id: packages.id });
  if (!limited) throw new AppError('quantity_not_available');

  if (date !== null) {
    // only a date with a listed capacity constrains; other dates are open
    const [day] = await db
      .select({ id: dateAvailability.id })
      .from(dateAvailability)
      .where(and(eq(dateAvailability.packageId, packageId), eq(dateAvailability.date, date)));
    if (day) {
      const [taken] = await db
        .update(dateAvailability)
        .set({
          adultTaken: sql`${dateAvailability.adultTaken} + ${adults}`,
          childTaken: sql`${dateAvailability.childTaken} + ${children}`,
        })
        .where(
          and(
            eq(dateAvailability.id, day.id),
            or(
              isNull(dateAvailability.adultTickets),
              sql`${dateAvailability.adultTaken} + ${adults} <= ${dateAvailability.adultTickets}`,
            ),
            or(
              isNull(dateAvailability.childTickets),
              sql`${dateAvailability.childTaken} + ${children} <= ${dateAvailability.childTickets}`,
            ),
          ),
        )
        .returning({ id: dateAvailability.id });
      if (!taken) throw new AppError('date_fully_booked');
    }
  }

  if (timeSlotId !== null) {
    if (date === null) throw new AppError('invalid_input', { fields: { date: 'a time slot needs a date' } });
    const [slot] = await db
      .select({ adultTickets: timeSlots.adultTickets, childTickets: timeSlots.childTickets })
      .from(timeSlots)
      .where(and(eq(timeSlots.id, timeSlotId), eq(timeSlots.packageId, packageId)));
    if (!slot) throw new AppError('time_unavailable');
    await db.insert(slotInventory).values({ timeSlotId, date }).onConflictDoNothing();
    const [taken] = await db
      .update(slotInventory)
      .set({
        adultTaken: sql`${slotInventory.adultTaken} + ${adults}`,
        childTaken: sql`${slotInventory.childTaken} + ${children}`,
      })
      .where(
        and(
          eq(slotInventory.timeSlotId, timeSlotId),
          eq(slotInventory.date, date),
          slot.adultTickets === null ? undefined : sql`${slotInventory.adultTaken} + ${adults} <= ${slot.adultTickets}`,
          slot.childTickets === null ? undefined : sql`${slotInventory.childTaken} + ${children} <= ${slot.childTickets}`,
        ),
      )
      .returning({ id: slotInventory.id });
    if (!taken) throw new AppError('time_fully_booked');
  }
}

/** Gives back what `reserveTickets` took (a failed, cancelled or expired hold). Counts never go below zero. */
export async function releaseTickets(db: Database, request: TicketRequest): Promise<void> {
  const { packageId, date, timeSlotId, adults, children } = request;
  await db
    .update(packages)
    .set({
      adultBookedTimes: sql`greatest(0, ${packages.adultBookedTimes} - ${adults})`,
      childBookedTimes: sql`greatest(0, ${packages.childBookedTimes} - ${children})`,
    })
    .where(eq(packages.id, packageId));
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
