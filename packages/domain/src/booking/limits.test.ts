import { describe, expect, it } from 'vitest';
import { withinOverallLimits } from './limits.ts';
import { makePackage } from './test-factories.ts';

describe('withinOverallLimits', () => {
  it('allows booking up to the adult limit exactly and blocks one more', () => {
    const pkg = makePackage({ adultOverallLimit: 50, adultBookedTimes: 47 });
    expect(withinOverallLimits(pkg, { adults: 3, children: 0 })).toBe(true);
    expect(withinOverallLimits(pkg, { adults: 4, children: 0 })).toBe(false);
  });

  it('applies the child limit the same way', () => {
    const pkg = makePackage({ childOverallLimit: 10, childBookedTimes: 10 });
    expect(withinOverallLimits(pkg, { adults: 1, children: 0 })).toBe(true);
    expect(withinOverallLimits(pkg, { adults: 1, children: 1 })).toBe(false);
  });

  it('never blocks on an empty limit, however many are booked (1000 is only a display bound)', () => {
    const pkg = makePackage({ adultOverallLimit: null, adultBookedTimes: 990, childOverallLimit: null, childBookedTimes: 5000 });
    expect(withinOverallLimits(pkg, { adults: 11, children: 99 })).toBe(true);
    expect(withinOverallLimits({ ...pkg, adultBookedTimes: 1_000_000 }, { adults: 99, children: 0 })).toBe(true);
  });
});
