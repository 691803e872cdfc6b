import { describe, expect, it } from 'vitest';
import { clampCount, quantityFailure } from './quantities.ts';
import { makePackage } from './test-factories.ts';
import { failureText } from './types.ts';

describe('clampCount', () => {
  it('keeps the adult counter between 1 and 99', () => {
    expect(clampCount('adult', 0)).toBe(1);
    expect(clampCount('adult', 100)).toBe(99);
    expect(clampCount('adult', 7)).toBe(7);
  });

  it('keeps the child counter between 0 and 99', () => {
    expect(clampCount('child', -1)).toBe(0);
    expect(clampCount('child', 120)).toBe(99);
  });

  it('turns a typed fraction or nonsense into a whole count', () => {
    expect(clampCount('child', 2.7)).toBe(2);
    expect(clampCount('adult', Number.NaN)).toBe(1);
  });
});

describe('quantityFailure', () => {
  const open = makePackage();

  it('accepts one adult on a package without quantity rules', () => {
    expect(quantityFailure(open, 1, 0)).toBeNull();
  });

  it('asks for at least one passenger when both counters are 0', () => {
    const failure = quantityFailure(open, 0, 0);
    expect(failure).toEqual({ code: 'passengers_min' });
    expect(failureText(failure!)).toBe('Select Passengers - Minimum 1');
  });

  it('holds the counters to adults 1–99 and children 0–99 even when the package says nothing', () => {
    expect(quantityFailure(open, 0, 2)).toEqual({ code: 'adult_min', n: 1 });
    expect(quantityFailure(open, 100, 0)).toEqual({ code: 'adult_max', n: 99 });
    expect(quantityFailure(open, 1, 100)).toEqual({ code: 'child_max', n: 99 });
  });

  it('applies the package adult minimum and maximum at their boundaries', () => {
    const pkg = makePackage({ adultMinQty: 2, adultMaxQty: 6 });
    expect(quantityFailure(pkg, 1, 0)).toEqual({ code: 'adult_min', n: 2 });
    expect(failureText({ code: 'adult_min', n: 2 })).toBe('Select Adult - Minimum 2');
    expect(quantityFailure(pkg, 2, 0)).toBeNull();
    expect(quantityFailure(pkg, 6, 0)).toBeNull();
    expect(quantityFailure(pkg, 7, 0)).toEqual({ code: 'adult_max', n: 6 });
    expect(failureText({ code: 'adult_max', n: 6 })).toBe('Select Adult - Maximum 6');
  });

  it('applies the package child minimum and maximum at their boundaries', () => {
    const pkg = makePackage({ childMinQty: 1, childMaxQty: 3 });
    expect(quantityFailure(pkg, 1, 0)).toEqual({ code: 'child_min', n: 1 });
    expect(failureText({ code: 'child_min', n: 1 })).toBe('Select Child - Minimum 1');
    expect(quantityFailure(pkg, 1, 3)).toBeNull();
    expect(quantityFailure(pkg, 1, 4)).toEqual({ code: 'child_max', n: 3 });
    expect(failureText({ code: 'child_max', n: 3 })).toBe('Select Child - Maximum 3');
  });

  it('counts adults and children together for the overall minimum', () => {
    const pkg = makePackage({ overallMinLimit: 4 });
    expect(quantityFailure(pkg, 2, 1)).toEqual({ code: 'overall_min', n: 4 });
    expect(failureText({ code: 'overall_min', n: 4 })).toBe('Select Minimum 4 Person');
    expect(quantityFailure(pkg, 2, 2)).toBeNull();
  });

  it('reads a package maximum of 0 as no maximum', () => {
    expect(quantityFailure(makePackage({ adultMaxQty: 0, childMaxQty: 0 }), 5, 5)).toBeNull();
  });

  it('refuses negative or fractional counts sent by hand', () => {
    expect(quantityFailure(open, 1, -1)).toEqual({ code: 'invalid_count' });
    expect(quantityFailure(open, 1.5, 0)).toEqual({ code: 'invalid_count' });
  });
});
