import { describe, expect, it } from 'vitest';
import {
  adjustInput,
  adjustProblems,
  amountChoicesOf,
  amountOf,
  emptyIssueDraft,
  issueProblems,
  settingsFieldOf,
  settingsInput,
  settingsProblems,
} from './gift-card-drafts.ts';

describe('the gift card forms of the console', () => {
  it('reads amounts in either digits, with at most two decimals', () => {
    expect(amountOf('150')).toBe(150);
    expect(amountOf('٢٥٫٥')).toBe(25.5);
    expect(amountOf('12.345')).toBeNull();
    expect(amountOf('-5')).toBeNull();
    expect(amountOf('-5', true)).toBe(-5);
    expect(amountOf('abc', true)).toBeNull();
  });

  it('reads the amounts offered as a list', () => {
    expect(amountChoicesOf('100, 200 ٣٠٠')).toEqual([100, 200, 300]);
    expect(amountChoicesOf('100, 0')).toBeNull();
    expect(amountChoicesOf('')).toBeNull();
  });

  it('names the problems of an issue before it is sent', () => {
    expect(issueProblems(emptyIssueDraft('2026-12-04'))).toEqual({
      amount: 'amount_positive',
      recipient_email: 'email_invalid',
    });
    expect(issueProblems({ ...emptyIssueDraft('2026-12-04'), amount: '50', recipient_email: 'a@example.com' })).toEqual({});
  });

  it('asks an adjustment for a non-zero amount and a note', () => {
    expect(adjustProblems({ amount: '0', note: ' ' })).toEqual({ amount: 'amount_signed', note: 'note_required' });
    expect(adjustInput({ amount: '-7.5', note: ' refund ' }, 3)).toEqual({ id: 3, amount: -7.5, note: 'refund' });
  });

  it('sends the settings as the server reads them, its refusals at their fields', () => {
    const draft = { amount_choices: '100, 250', min_amount: '50', max_amount: '1000', validity_months: '١٢' };
    expect(settingsProblems(draft)).toEqual({});
    expect(settingsInput(draft)).toEqual({
      amount_choices: '[100,250]',
      min_amount: 50,
      max_amount: 1000,
      validity_months: 12,
    });
    expect(settingsProblems({ ...draft, validity_months: '0' })).toEqual({ validity_months: 'months_range' });
    expect(settingsFieldOf('max_amount')).toBe('max_amount');
    expect(settingsFieldOf('other')).toBeNull();
  });
});
