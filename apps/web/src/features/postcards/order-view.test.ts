import { describe, expect, test } from 'vitest';
import { formatDateTime } from '@portal/domain/date-format';
import {
  opensPostcardOrder,
  orderDateTime,
  paymentOutcome,
  paymentReturnOf,
  postcardOrderKind,
  postcardOrderPath,
  printSteps,
} from './order-view.ts';

describe('the postcard order history', () => {
  test('shows an order time as DD/MM/YYYY and HH:MM on the 24-hour clock, as the server wrote it in Dubai time', () => {
    expect(formatDateTime('2026-03-07 09:05:59')).toBe('07/03/2026 09:05');
    expect(formatDateTime('2026-12-31 23:59:00')).toBe('31/12/2026 23:59');
  });

  test('shows a time it cannot read as it came', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
    expect(orderDateTime('yesterday')).toBeUndefined();
  });

  test('gives machines the moment with the emirate offset', () => {
    expect(orderDateTime('2026-03-07 09:05:59')).toBe('2026-03-07T09:05:59+04:00');
  });

  test('badges 0 pending, 1 paid and anything else failed, and only a paid card opens its details', () => {
    expect([0, 1, 2, -1, 5].map(postcardOrderKind)).toEqual(['pending', 'success', 'failed', 'failed', 'failed']);
    expect([0, 1, 2].map(opensPostcardOrder)).toEqual([false, true, false]);
  });

  test('links to the details by the order number, kept safe in the path', () => {
    expect(postcardOrderPath('PC-7Q2X')).toBe('/hos-postcards/order-details/PC-7Q2X');
    expect(postcardOrderPath('A/B')).toBe('/hos-postcards/order-details/A%2FB');
  });

  test('lists received, printed and posted with when each was reached', () => {
    const steps = printSteps({ created_at: '2026-03-07 09:05:00', printed_at: '2026-03-08 10:00:00', posted_at: '' });
    expect(steps).toEqual([
      { step: 'received', at: '2026-03-07 09:05:00' },
      { step: 'printed', at: '2026-03-08 10:00:00' },
      { step: 'posted', at: '' },
    ]);
  });
});

describe('coming back from the payment page', () => {
  test('reads ?success=1 and ?success=0, and nothing else as a return', () => {
    expect(paymentReturnOf(new URLSearchParams('success=1'))).toBe(true);
    expect(paymentReturnOf(new URLSearchParams('success=0'))).toBe(false);
    expect(paymentReturnOf(new URLSearchParams(''))).toBeNull();
    expect(paymentReturnOf(new URLSearchParams('success=yes'))).toBeNull();
  });

  test('a paid order says paid whatever the provider said on the way back', () => {
    expect(paymentOutcome(true, 1, false)).toBe('paid');
    expect(paymentOutcome(false, 1, false)).toBe('paid');
  });

  test('a pending order after success waits while it is still asked, then says it is unconfirmed', () => {
    expect(paymentOutcome(true, 0, true)).toBe('waiting');
    expect(paymentOutcome(true, 0, false)).toBe('unconfirmed');
  });

  test('a declined payment or a failed order is not completed', () => {
    expect(paymentOutcome(false, 0, true)).toBe('failed');
    expect(paymentOutcome(true, 2, true)).toBe('failed');
  });
});
