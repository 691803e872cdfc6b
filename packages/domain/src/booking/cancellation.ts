import { instantOfDubaiTimestamp } from '../dates.ts';

/**
 * A package's cancellation policy (decision 036): 'none', or free cancellation up to `freeHours`
 * before the event and, after that, cancellation with a fee of `lateFeePercent` of what was paid (or no
 * cancellation at all when it is null). Nobody cancels once the event has started.
 */
export type CancelPolicy = {
  policy: 'none' | 'free';
  freeHours: number;
  lateFeePercent: number | null;
};

/** The most hours ahead a free-cancellation window may close: a year. */
export const maxFreeHours = 8760;

/** What a traveller gets back for cancelling now, or why they cannot. */
export type CancelTerms =
  | {
      allowed: true;
      /** fils given back: what was paid, less the fee */
      refundFils: number;
      feeFils: number;
      /** when free cancellation ends; null when the booking has no date (free until it is used) */
      freeUntil: Date | null;
    }
  | { allowed: false; reason: 'no_policy' | 'window_closed' | 'event_started' };

const clock = /(\d{1,2})(?::(\d{2}))?\s*([AaPp][Mm])?/;

/**
 * When a booked event starts: its date at the start of its time slot ('4:00 PM - 6:00 PM', '18:30'),
 * Asia/Dubai time, or at the start of the day when the slot names no time. Null without a date (an open
 * ticket).
 */
export function eventStartOf(date: string | null, slot: string | null): Date | null {
  if (!date) return null;
  const match = slot ? clock.exec(slot) : null;
  let hours = match ? Number(match[1]) : 0;
  let minutes = match?.[2] ? Number(match[2]) : 0;
  const half = match?.[3]?.toUpperCase();
  if (half === 'PM' && hours < 12) hours += 12;
  if (half === 'AM' && hours === 12) hours = 0;
  // a slot name that is no clock time ('Sunset') starts with the day
  if (hours > 23 || minutes > 59) [hours, minutes] = [0, 0];
  const at = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00`;
  return instantOfDubaiTimestamp(`${date} ${at}`);
}

/**
 * The terms of cancelling now a booking that `paidFils` paid for, under `policy`. Free until
 * `freeHours` before the event starts; after that the late fee (rounded up to whole fils, so the refund
 * never exceeds the policy's share) or no cancellation; none once the event started. A booking without a
 * date has no start: it stays freely cancellable while it is unused (the caller checks check-in).
 */
export function cancelTerms(input: { policy: CancelPolicy; paidFils: number; eventStart: Date | null; now: Date }): CancelTerms {
  const { policy, paidFils, eventStart, now } = input;
  if (policy.policy === 'none') return { allowed: false, reason: 'no_policy' };
  if (eventStart === null) return { allowed: true, refundFils: paidFils, feeFils: 0, freeUntil: null };
  if (now.getTime() >= eventStart.getTime()) return { allowed: false, reason: 'event_started' };
  const freeUntil = new Date(eventStart.getTime() - policy.freeHours * 3_600_000);
  if (now.getTime() <= freeUntil.getTime()) return { allowed: true, refundFils: paidFils, feeFils: 0, freeUntil };
  if (policy.lateFeePercent === null) return { allowed: false, reason: 'window_closed' };
  const feeFils = Math.min(paidFils, Math.ceil((paidFils * policy.lateFeePercent) / 100));
  return { allowed: true, refundFils: paidFils - feeFils, feeFils, freeUntil };
}

/**
 * What each booking of a purchase paid: its total less its share of the purchase's discount, shared in
 * proportion to the totals and rounded so the shares add up to exactly the discount (largest remainders
 * first). The shares of a purchase sum to what its payment took.
 */
export function paidShares(totalsFils: readonly number[], discountFils: number): number[] {
  const sum = totalsFils.reduce((a, b) => a + b, 0);
  if (sum === 0 || discountFils <= 0) return [...totalsFils];
  const discount = Math.min(discountFils, sum);
  const exact = totalsFils.map((total) => (total * discount) / sum);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return totalsFils.map((total, index) => total - shares[index]!);
}
