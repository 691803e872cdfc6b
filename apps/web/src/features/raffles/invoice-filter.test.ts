import { describe, expect, it } from 'vitest';
import { invoiceFilter } from './invoice-filter.ts';

describe('invoiceFilter', () => {
  it('reads a positive invoice id from ?invoice=', () => {
    expect(invoiceFilter(new URLSearchParams('invoice=12'))).toBe(12);
  });

  it('shows every ticket for a missing or malformed id', () => {
    for (const search of [
      '',
      'invoice=',
      'invoice=0',
      'invoice=-3',
      'invoice=12abc',
      'invoice=1e3',
      'invoice=99999999999',
      'invoice=2147483648',
    ]) {
      expect(invoiceFilter(new URLSearchParams(search))).toBeNull();
    }
  });
});
