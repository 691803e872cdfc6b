import { hasTickets } from './dates.ts';
import type { BookingFailure, SlotAvailability } from './types.ts';

type Counts = { adults: number; children: number };

/** A slot the time step can ever list, whatever its tickets: enabled and named. */
const offered = (slot: SlotAvailability) => slot.enable === 1 && slot.timeSlot.trim().length > 0;

/**
 * The slots the time step lists (spec part 1 §5 Time): enabled, with a name, and with enough tickets
 * left for the chosen adults and children (null tickets = unlimited, counted as 9999).
 */
export function availableSlots<S extends SlotAvailability>(slots: readonly S[], counts: Counts): S[] {
  return slots.filter((s) => offered(s) && hasTickets(s, counts));
}

/**
 * The time step's failure, or null, in this order: no slot left for these counts ('All Time Slots are
 * Fully Booked, Please Choose Another Date'), no slot chosen, the chosen slot not one the step lists
 * (another package's, switched off or unnamed: `time_unavailable`), the chosen slot without enough
 * tickets ('Selected Time is Fully Booked'). `slots` are all the package's slots.
 */
export function timeFailure(
  slots: readonly SlotAvailability[],
  timeSlotId: number | null,
  counts: Counts,
): BookingFailure | null {
  const listed = availableSlots(slots, counts);
  if (listed.length === 0) return { code: 'slots_fully_booked' };
  if (timeSlotId === null) return { code: 'time_required' };
  const chosen = slots.find((s) => s.id === timeSlotId);
  // a full slot is fully booked; a slot nobody can ever choose here has its own reason (decision 020)
  if (!chosen || !offered(chosen)) return { code: 'time_unavailable' };
  if (!listed.includes(chosen)) return { code: 'time_fully_booked' };
  return null;
}
