import type { ConsoleTimeSlot } from '@portal/contract/console-availability';
import { maxTickets } from '@portal/contract/console-availability';
import type { ActionFields } from '../../../lib/api.ts';
import { toLatinDigits } from '../../../lib/digits.ts';

/**
 * The availability forms' fields as typed, the problems found before sending them (the server checks the
 * same again), and the fields sent. Tickets and prices may be left empty: unlimited tickets, the package's price.
 */

/** Why a field cannot be sent, as the key of its text under console-availability.problems. */
export type FieldProblem = 'required' | 'tickets' | 'price' | 'price_or_peak';

/** A number as typed, in Latin digits (an Arabic keyboard types ٥), as it is checked and sent. */
export const typedNumber = (value: string) => toLatinDigits(value).trim();

/** Tickets typed: empty (unlimited) or a whole number up to the contract's maximum. */
export function ticketsProblem(value: string): FieldProblem | null {
  const typed = typedNumber(value);
  if (typed === '') return null;
  return /^\d{1,6}$/.test(typed) && Number(typed) <= maxTickets ? null : 'tickets';
}

/** A price typed in AED: empty (the package's) or digits with at most two decimals. */
export function priceProblem(value: string): FieldProblem | null {
  const typed = typedNumber(value);
  if (typed === '') return null;
  return /^\d{1,6}(\.\d{1,2})?$/.test(typed) && Number(typed) <= 100_000 ? null : 'price';
}

/**
 * A slot's time inside a translated sentence, set apart as one left-to-right run (Unicode first-strong
 * isolate … pop isolate, what <bdi> does in markup): in Arabic, "10:00 - 12:00" would otherwise read "12:00 - 10:00".
 */
export const isolatedTime = (time: string) => `\u2068${time}\u2069`;

export type SlotDraft = { time_slot: string; adult_tickets: string; child_tickets: string; enable: boolean };
export type SlotField = Exclude<keyof SlotDraft, 'enable'>;

export const emptySlotDraft: SlotDraft = { time_slot: '', adult_tickets: '', child_tickets: '', enable: true };

const typedTickets = (tickets: number | null) => (tickets === null ? '' : String(tickets));

export function draftOfSlot(slot: ConsoleTimeSlot): SlotDraft {
  return {
    time_slot: slot.time_slot,
    adult_tickets: typedTickets(slot.adult_tickets),
    child_tickets: typedTickets(slot.child_tickets),
    enable: slot.enable === 1,
  };
}

export function slotProblems(draft: SlotDraft): Partial<Record<SlotField, FieldProblem>> {
  const problems: Partial<Record<SlotField, FieldProblem>> = {};
  if (draft.time_slot.trim() === '') problems.time_slot = 'required';
  const adults = ticketsProblem(draft.adult_tickets);
  if (adults) problems.adult_tickets = adults;
  const children = ticketsProblem(draft.child_tickets);
  if (children) problems.child_tickets = children;
  return problems;
}

/** saveTimeSlot's fields: a new slot of the package (no id) or a change to `slotId`. */
export function slotInput(draft: SlotDraft, packageId: number, slotId: number | null): ActionFields<'saveTimeSlot'> {
  return {
    package_id: packageId,
    ...(slotId === null ? {} : { id: slotId }),
    time_slot: draft.time_slot.trim(),
    adult_tickets: typedNumber(draft.adult_tickets),
    child_tickets: typedNumber(draft.child_tickets),
    enable: draft.enable ? 1 : 0,
  };
}

export type PricesDraft = { adult_price: string; child_price: string; peak: boolean };

/** A price is needed unless the days are only marked as peak days (at the package's prices). */
export function pricesProblems(draft: PricesDraft): Partial<Record<'adult_price' | 'child_price', FieldProblem>> {
  const problems: Partial<Record<'adult_price' | 'child_price', FieldProblem>> = {};
  const adult = priceProblem(draft.adult_price);
  if (adult) problems.adult_price = adult;
  const child = priceProblem(draft.child_price);
  if (child) problems.child_price = child;
  if (!adult && !child && draft.adult_price.trim() === '' && draft.child_price.trim() === '' && !draft.peak) {
    problems.adult_price = 'price_or_peak';
  }
  return problems;
}
