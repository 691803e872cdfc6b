import { describe, expect, it } from 'vitest';
import { availableSlots, timeFailure } from './slots.ts';
import { slot } from './test-factories.ts';
import { failureText } from './types.ts';

const counts = { adults: 2, children: 1 };

describe('availableSlots', () => {
  it('lists an enabled, named slot with unlimited tickets', () => {
    expect(availableSlots([slot()], counts).map((s) => s.id)).toEqual([41]);
  });

  it('leaves out switched-off and unnamed slots', () => {
    const slots = [slot({ id: 1, enable: 0 }), slot({ id: 2, timeSlot: '  ' }), slot({ id: 3 })];
    expect(availableSlots(slots, counts).map((s) => s.id)).toEqual([3]);
  });

  it('keeps a slot with exactly enough adult and child tickets and drops one with one too few', () => {
    const slots = [
      slot({ id: 1, adultTickets: 2, childTickets: 1 }),
      slot({ id: 2, adultTickets: 1, childTickets: 5 }),
      slot({ id: 3, adultTickets: 5, childTickets: 0 }),
    ];
    expect(availableSlots(slots, counts).map((s) => s.id)).toEqual([1]);
  });

  it('counts empty tickets as 9999', () => {
    expect(availableSlots([slot({ adultTickets: null })], { adults: 9999, children: 0 })).toHaveLength(1);
    expect(availableSlots([slot({ adultTickets: null })], { adults: 10_000, children: 0 })).toHaveLength(0);
  });
});

describe('timeFailure', () => {
  it("says 'All Time Slots are Fully Booked, Please Choose Another Date' when no slot is left", () => {
    const failure = timeFailure([slot({ adultTickets: 0 }), slot({ id: 2, enable: 0 })], 41, counts);
    expect(failureText(failure!)).toBe('All Time Slots are Fully Booked, Please Choose Another Date');
  });

  it("says 'Please Select a Time' when slots are left but none is chosen", () => {
    expect(failureText(timeFailure([slot()], null, counts)!)).toBe('Please Select a Time');
  });

  it("says 'Selected Time is Fully Booked' when the chosen slot has too few tickets", () => {
    const slots = [slot({ id: 1, adultTickets: 1 }), slot({ id: 2 })];
    expect(failureText(timeFailure(slots, 1, counts)!)).toBe('Selected Time is Fully Booked');
  });

  it("says 'This time is not available' for a slot of another package, a switched-off or an unnamed one", () => {
    const slots = [slot({ id: 1 }), slot({ id: 2, enable: 0 }), slot({ id: 3, timeSlot: ' ' })];
    for (const id of [999, 2, 3]) expect(timeFailure(slots, id, counts), String(id)).toEqual({ code: 'time_unavailable' });
    expect(failureText({ code: 'time_unavailable' })).toBe('This time is not available, please choose another');
  });

  it('keeps a full slot fully booked, not unavailable', () => {
    expect(timeFailure([slot({ id: 1 }), slot({ id: 2, adultTickets: 1 })], 2, counts)).toEqual({ code: 'time_fully_booked' });
  });

  it('accepts a listed slot', () => {
    expect(timeFailure([slot()], 41, counts)).toBeNull();
  });
});
