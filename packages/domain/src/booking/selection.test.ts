import { describe, expect, it } from 'vitest';
import { selectionCounts, stepFailure, validateSelection } from './selection.ts';
import { durationOptions, makePackage, meal, slot, subPackage, transport } from './test-factories.ts';
import type { Availability, BookingCatalog, BookingSelection } from './types.ts';

// Monday 23 November 2026, 09:00 in Dubai
const now = new Date('2026-11-23T05:00:00Z');
const full = makePackage({
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  enableDatePicker: 1,
  enableTimePicker: 1,
  enableSubPackages: 1,
  enableTransport: 1,
  enableMeal: 1,
  adultMinQty: 2,
});
const catalog: BookingCatalog = { subPackages: [subPackage()], meals: [meal()], transports: [transport()] };
const availability: Availability = { date: { adultTickets: 10, childTickets: 10 }, slots: [slot()] };
const good: BookingSelection = {
  adults: 2,
  children: 1,
  date: '2026-12-05',
  timeSlotId: 41,
  subPackages: [{ id: 11, adults: 1, children: 0 }],
  meals: [{ id: 21, qty: 2 }],
  transport: { id: 31, type: 'two_way' },
};
const context = { catalog, availability };

describe('validateSelection', () => {
  it('prices a valid selection of every step', () => {
    const result = validateSelection(full, good, context, now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.counts).toEqual({ adults: 2, children: 1 });
    expect(result.priced).toMatchObject({
      tickets: 116_500,
      subPackages: 5_000,
      meals: 15_000,
      transport: 21_000,
      subtotal: 157_500,
    });
  });

  it('returns the first failure in step order, with the step it belongs to', () => {
    const result = validateSelection(full, { ...good, adults: 1, date: null, timeSlotId: null }, context, now);
    expect(result).toEqual({ ok: false, step: 'user', failure: { code: 'adult_min', n: 2 } });
  });

  it('stops at the date before the time', () => {
    const result = validateSelection(full, { ...good, date: '2026-11-29', timeSlotId: null }, context, now);
    expect(result).toMatchObject({ ok: false, step: 'time' });
    const sunday = makePackage({ ...full, disabledWeeks: [0] });
    expect(validateSelection(sunday, { ...good, date: '2026-11-29', timeSlotId: null }, context, now)).toEqual({
      ok: false,
      step: 'date',
      failure: { code: 'date_not_bookable' },
    });
  });

  it('refuses a date with fewer tickets left than chosen', () => {
    const result = validateSelection(
      full,
      good,
      { catalog, availability: { ...availability, date: { adultTickets: 1, childTickets: 10 } } },
      now,
    );
    expect(result).toEqual({ ok: false, step: 'date', failure: { code: 'date_fully_booked' } });
  });

  it('refuses a missing time slot', () => {
    expect(validateSelection(full, { ...good, timeSlotId: null }, context, now)).toEqual({
      ok: false,
      step: 'time',
      failure: { code: 'time_required' },
    });
  });

  it('refuses an add-on the package does not list', () => {
    expect(validateSelection(full, { ...good, meals: [{ id: 99, qty: 1 }] }, context, now)).toEqual({
      ok: false,
      step: 'meals',
      failure: { code: 'meal_unavailable' },
    });
  });

  it('refuses add-ons, a date or a slot sent for steps the package does not show', () => {
    const plain = makePackage();
    const base = { adults: 1, children: 0, date: null, timeSlotId: null };
    expect(validateSelection(plain, { ...base, meals: [{ id: 21, qty: 1 }] }, context, now)).toMatchObject({
      ok: false,
      step: 'book',
      failure: { code: 'meal_unavailable' },
    });
    expect(validateSelection(plain, { ...base, date: '2026-12-05' }, context, now)).toMatchObject({
      ok: false,
      failure: { code: 'date_not_bookable' },
    });
    expect(validateSelection(plain, { ...base, timeSlotId: 41 }, context, now)).toMatchObject({
      ok: false,
      failure: { code: 'time_unavailable' },
    });
  });

  it("blocks Book Now with 'Sorry, Selected Quantity is not Available' past the overall limit", () => {
    const limited = makePackage({ ...full, adultOverallLimit: 20, adultBookedTimes: 19 });
    expect(validateSelection(limited, good, context, now)).toEqual({
      ok: false,
      step: 'book',
      failure: { code: 'quantity_not_available' },
    });
  });

  it('books an option-list package as one ticket at the checked options', () => {
    const pkg = makePackage({ optionList: durationOptions });
    const selection = { adults: 0, children: 0, optionIds: ['one-hour'], date: null, timeSlotId: null };
    const result = validateSelection(pkg, selection, context, now);
    expect(result).toMatchObject({ ok: true, counts: { adults: 1, children: 0 }, priced: { subtotal: 25_000 } });
    expect(validateSelection(pkg, { ...selection, optionIds: [] }, context, now)).toEqual({
      ok: false,
      step: 'options',
      failure: { code: 'option_required' },
    });
  });
});

describe('stepFailure', () => {
  it('checks only the step on screen', () => {
    expect(stepFailure('user', full, { ...good, date: null }, context, now)).toBeNull();
    expect(stepFailure('date', full, { ...good, date: null }, context, now)).toEqual({ code: 'date_required' });
  });

  it('counts an option-list booking as its one ticket for the date', () => {
    const pkg = makePackage({ ...full, optionList: durationOptions });
    expect(selectionCounts(pkg, { adults: 7, children: 3 })).toEqual({ adults: 1, children: 0 });
    const oneLeft = { catalog, availability: { date: { adultTickets: 1, childTickets: 0 } } };
    expect(stepFailure('date', pkg, { ...good, adults: 7, children: 3 }, oneLeft, now)).toBeNull();
  });
});
