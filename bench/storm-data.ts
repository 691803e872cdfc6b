import { addDays, calendarDateIn } from '@portal/domain/dates';
import { and, eq, sum } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { bookings, purchases, slotInventory, timeSlots } from '../apps/server/src/db/schema/index.ts';
import { createDestination, createPackage } from '../apps/server/src/test/factories.ts';
import { signedInBuyers } from './buyers.ts';

/** One round of the purchase storm: a fresh slot and its buyers, each signed in (contention.ts). */
export type StormRound = { slotId: number; date: string; tokens: string[]; body: string };

/**
 * A package bookable by date and time slot with `tickets` adult tickets in its 10:00 slot, and `buyers`
 * users with a live session each (written in one statement per table), 30 days ahead of today.
 */
export async function prepareStormRound(
  db: Database,
  { buyers, tickets }: { buyers: number; tickets: number },
): Promise<StormRound> {
  const today = calendarDateIn(new Date());
  const date = addDays(today, 30);
  const destination = await createDestination(db);
  const pkg = await createPackage(db, {
    destinationId: destination.id,
    enableDatePicker: 1,
    enableTimePicker: 1,
    startDate: addDays(today, -30),
    endDate: addDays(today, 365),
  });
  const [slot] = await db
    .insert(timeSlots)
    .values({ packageId: pkg.id, timeSlot: '10:00 AM', adultTickets: tickets, childTickets: tickets, enable: 1 })
    .returning();
  const { tokens } = await signedInBuyers(db, buyers);
  const items = JSON.stringify({
    packages: [{ package_id: pkg.id, adult_qty: 1, adult_price: pkg.adultPriceFils! / 100, date, time_slot_id: slot!.id }],
  });
  const body = new URLSearchParams({ action: 'createPurchase', items, site: 'sharjah', channel: 'web' }).toString();
  return { slotId: slot!.id, date, tokens, body };
}

/** Tickets the slot's counter says are taken, and adult tickets of the bookings still held on it. */
export async function ticketsTaken(db: Database, { slotId, date }: { slotId: number; date: string }) {
  const [taken] = await db
    .select({ adults: slotInventory.adultTaken })
    .from(slotInventory)
    .where(and(eq(slotInventory.timeSlotId, slotId), eq(slotInventory.date, date)));
  const [held] = await db
    .select({ adults: sum(bookings.adultQty) })
    .from(bookings)
    .innerJoin(purchases, eq(purchases.id, bookings.purchaseId))
    .where(and(eq(bookings.timeSlotId, slotId), eq(purchases.status, 0)));
  return { counter: taken?.adults ?? 0, held: Number(held?.adults ?? 0) };
}
