import { describe, expect, test } from 'vitest';
import { emptySlotDraft, priceProblem, pricesProblems, slotInput, slotProblems, ticketsProblem } from './availability-fields.ts';

describe('the availability fields as typed', () => {
  test('tickets are empty (unlimited) or a whole number, in Latin or Arabic digits', () => {
    expect(ticketsProblem('')).toBeNull();
    expect(ticketsProblem(' 5 ')).toBeNull();
    expect(ticketsProblem('٥')).toBeNull();
    expect(ticketsProblem('2.5')).toBe('tickets');
    expect(ticketsProblem('-1')).toBe('tickets');
    expect(ticketsProblem('100001')).toBe('tickets');
  });

  test('prices are empty (the package price) or AED with at most two decimals', () => {
    expect(priceProblem('')).toBeNull();
    expect(priceProblem('200')).toBeNull();
    expect(priceProblem('١٢٠.٥٠')).toBeNull();
    expect(priceProblem('10.001')).toBe('price');
    expect(priceProblem('abc')).toBe('price');
  });

  test('a slot needs its time; a price form needs a price or the peak flag', () => {
    expect(slotProblems(emptySlotDraft)).toEqual({ time_slot: 'required' });
    expect(slotProblems({ ...emptySlotDraft, time_slot: '10:00 - 12:00', adult_tickets: 'x' })).toEqual({
      adult_tickets: 'tickets',
    });
    expect(pricesProblems({ adult_price: '', child_price: '', peak: false })).toEqual({ adult_price: 'price_or_peak' });
    expect(pricesProblems({ adult_price: '', child_price: '', peak: true })).toEqual({});
  });

  test('a slot is sent with Latin digits, empty tickets as empty (unlimited), and its id only when it is changed', () => {
    const draft = { time_slot: ' 10:00 - 12:00 ', adult_tickets: '٥', child_tickets: '', enable: true };
    expect(slotInput(draft, 7, null)).toEqual({
      package_id: 7,
      time_slot: '10:00 - 12:00',
      adult_tickets: '5',
      child_tickets: '',
      enable: 1,
    });
    expect(slotInput({ ...draft, enable: false }, 7, 3)).toMatchObject({ id: 3, enable: 0 });
  });
});
