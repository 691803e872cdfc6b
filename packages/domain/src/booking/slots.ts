import { hasTickets } from './dates.ts';
import type { BookingFailure, SlotAvailability } from './types.ts';

type Counts = { adults: number; children: number };

/**
 * The slots the time step lists (spec part 1 §5 Time): enabled, with a name, and with enough tickets
 * left for the chosen adults and children (null tickets = unlimited, counted as 9999).
 */
export function availableSlots<S extends SlotAvailability>(slots: readonly S[], counts: Counts): S[] {
  return slots.filter((s) => s.enable === 1 && s.timeSlot.trim().length > 0 && hasTickets(s, counts));
}

/**
 * The time step's failure, or null, in this order: no slot left for these counts ('All Time Slots are
 * Fully Booked, Please Choose Another Date'), no slot chosen, the chosen slot unknown, switched off or
 * without enough tickets ('Selected Time is Fully Booked').
 */
export function timeFailure(
  slots: readonly SlotAvailability[],
  timeSlotId: number | null,
  counts: Counts,
): BookingFailure | null {
  const listed = availableSlots(slots, counts);
  if (listed.length === 0) return { code: 'slots_fully_booked' };
  if (timeSlotId === null) return { code: 'time_required' };
  if (!listed.some((s) => s.id === timeSlotId)) return { code: 'time_fully_booked' };
  return null;
}
