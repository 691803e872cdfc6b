import { describe, expect, test } from 'vitest';
import { dateRemainingOf, filsToAed, slotAvailabilityOf, toFils } from './package-rules.ts';

describe('money between the wire and the rules', () => {
  test('AED with two decimals becomes whole fils without float drift', () => {
    expect(toFils(290)).toBe(29000);
    expect(toFils(0.1 + 0.2)).toBe(30);
    expect(toFils(19.99)).toBe(1999);
    expect(toFils(null)).toBeNull();
  });

  test('fils read back as AED', () => {
    expect(filsToAed(1999)).toBe(19.99);
  });
});

describe('remaining tickets between the wire and the rules', () => {
  test('an empty count on the wire is unlimited (null) for the rules; a number stays a number, 0 included', () => {
    expect(dateRemainingOf({ adult_tickets: '', child_tickets: 0 })).toEqual({ adultTickets: null, childTickets: 0 });
    expect(
      slotAvailabilityOf({ id: 4, time_slot: '4:00 PM - 6:00 PM', adult_tickets: 12, child_tickets: '', enable: 1 }),
    ).toEqual({
      id: 4,
      timeSlot: '4:00 PM - 6:00 PM',
      enable: 1,
      adultTickets: 12,
      childTickets: null,
    });
  });
});
