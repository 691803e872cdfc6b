import { describe, expect, it } from 'vitest';
import { voucherRefOf, vouchersPath } from './voucher-paths.ts';

describe('vouchersPath', () => {
  it('goes to the whole list, a destination or the nearby list', () => {
    expect(vouchersPath(null)).toBe('/vouchers');
    expect(vouchersPath('al-qasba')).toBe('/vouchers/al-qasba');
    expect(vouchersPath('location')).toBe('/vouchers/location');
  });
});

describe('voucherRefOf', () => {
  const ref = (query: string) => voucherRefOf(new URLSearchParams(query));

  it('reads ?slug= first, then ?id=', () => {
    expect(ref('slug=butterfly-cafe-25')).toEqual({ slug: 'butterfly-cafe-25' });
    expect(ref('id=12')).toEqual({ id: 12 });
    expect(ref('slug=qasba-bites-15&id=3')).toEqual({ slug: 'qasba-bites-15' });
  });

  it('names no voucher for a missing, malformed or out-of-range value', () => {
    expect(ref('')).toBeNull();
    expect(ref('slug=../etc')).toBeNull();
    expect(ref('id=0')).toBeNull();
    expect(ref('id=1.5')).toBeNull();
    expect(ref('id=99999999999')).toBeNull();
    expect(ref('slug=bad slug&id=7')).toEqual({ id: 7 });
  });
});
