import { describe, expect, it } from 'vitest';
import { calendarCounts, dayView } from './calendar-days.ts';

const day = (status: 'open' | 'closed' | 'sold_out', peak: 0 | 1 = 0) => ({
  date: '2026-12-24',
  status,
  adult_price: 150,
  child_price: 75,
  peak,
});

describe('dayView', () => {
  it("shows an open peak day's price and lets it be picked", () => {
    expect(dayView(true, day('open', 1))).toEqual({ selectable: true, reason: null, price: 150, peak: true });
  });

  it('keeps a sold-out day from being picked, with its reason', () => {
    expect(dayView(true, day('sold_out'))).toMatchObject({ selectable: false, reason: 'sold_out' });
  });

  it("closes a day the package's rules close, whatever the server answered", () => {
    expect(dayView(false, day('open'))).toMatchObject({ selectable: false, reason: 'closed' });
    expect(dayView(true, day('closed'))).toMatchObject({ selectable: false, reason: 'closed' });
  });

  it('lets a day the rules open be picked while its answer is still on its way, without a price', () => {
    expect(dayView(true, undefined)).toEqual({ selectable: true, reason: null, price: null, peak: false });
  });
});

describe('calendarCounts', () => {
  it('judges the month for one adult before anyone is counted, else for the counters', () => {
    expect(calendarCounts({ adults: 0, children: 0 })).toEqual({ adults: 1, children: 0 });
    expect(calendarCounts({ adults: 2, children: 1 })).toEqual({ adults: 2, children: 1 });
  });
});
