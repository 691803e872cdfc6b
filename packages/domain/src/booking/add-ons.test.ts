import { describe, expect, it } from 'vitest';
import {
  addOnFailure,
  isValidMeal,
  isValidSubPackage,
  isValidTransport,
  offersTransportType,
  stepAddOnCount,
  subPackageCounters,
  validMeals,
  validSubPackages,
  validTransports,
} from './add-ons.ts';
import { meal, subPackage, transport } from './test-factories.ts';

describe('which add-ons a step lists', () => {
  it('needs a sub-package enabled, named with more than 2 characters and with an adult price', () => {
    expect(isValidSubPackage(subPackage())).toBe(true);
    expect(isValidSubPackage(subPackage({ enable: 0 }))).toBe(false);
    expect(isValidSubPackage(subPackage({ packageName: 'VIP' }))).toBe(true);
    expect(isValidSubPackage(subPackage({ packageName: 'Go' }))).toBe(false);
    expect(isValidSubPackage(subPackage({ adultPriceFils: null }))).toBe(false);
    expect(isValidSubPackage(subPackage({ adultPriceFils: 0 }))).toBe(false);
  });

  it('needs a meal enabled, named with more than 1 character and with a price', () => {
    expect(isValidMeal(meal())).toBe(true);
    expect(isValidMeal(meal({ mealName: 'Tea' }))).toBe(true);
    expect(isValidMeal(meal({ mealName: 'T' }))).toBe(false);
    expect(isValidMeal(meal({ enable: 0 }))).toBe(false);
    expect(isValidMeal(meal({ priceFils: null }))).toBe(false);
  });

  it('needs a transport enabled, named with more than 1 character and with a one-way price', () => {
    expect(isValidTransport(transport())).toBe(true);
    expect(isValidTransport(transport({ name: 'A' }))).toBe(false);
    expect(isValidTransport(transport({ enable: 0 }))).toBe(false);
    expect(isValidTransport(transport({ oneWayFils: null }))).toBe(false);
    expect(isValidTransport(transport({ twoWayFils: null }))).toBe(true);
  });

  it('offers two-way only when a two-way price exists', () => {
    expect(offersTransportType(transport(), 'two_way')).toBe(true);
    expect(offersTransportType(transport({ twoWayFils: null }), 'two_way')).toBe(false);
    expect(offersTransportType(transport({ twoWayFils: null }), 'one_way')).toBe(true);
  });

  it('filters the rows of each step', () => {
    expect(validSubPackages([subPackage(), subPackage({ id: 2, enable: 0 })]).map((s) => s.id)).toEqual([11]);
    expect(validMeals([meal(), meal({ id: 2, priceFils: 0 })]).map((m) => m.id)).toEqual([21]);
    expect(validTransports([transport({ id: 2, name: '' }), transport()]).map((t) => t.id)).toEqual([31]);
  });
});

describe('add-on counters', () => {
  it('shows an adult counter, a child counter or both by which price is above 0', () => {
    expect(subPackageCounters(subPackage())).toEqual({ adult: true, child: true });
    expect(subPackageCounters(subPackage({ childPriceFils: null }))).toEqual({ adult: true, child: false });
    expect(subPackageCounters(subPackage({ childPriceFils: 0 }))).toEqual({ adult: true, child: false });
  });

  it('never goes below 0', () => {
    expect(stepAddOnCount(0, -1)).toBe(0);
    expect(stepAddOnCount(3, 4)).toBe(4);
  });

  it('does not change when its price is empty or 0', () => {
    expect(stepAddOnCount(0, 1, false)).toBe(0);
  });
});

describe('addOnFailure', () => {
  const rows = { subPackages: [subPackage()], meals: [meal()], transports: [transport({ twoWayFils: null })] };
  const on = { subPackages: true, meals: true, transports: true };

  it('accepts listed add-ons with counts', () => {
    const selection = {
      subPackages: [{ id: 11, adults: 2, children: 1 }],
      meals: [{ id: 21, qty: 3 }],
      transport: { id: 31, type: 'one_way' as const },
    };
    expect(addOnFailure(selection, rows, on)).toBeNull();
  });

  it('ignores rows left at 0', () => {
    expect(
      addOnFailure({ subPackages: [{ id: 999, adults: 0, children: 0 }], meals: [{ id: 999, qty: 0 }] }, rows, on),
    ).toBeNull();
  });

  it('refuses a negative or fractional count', () => {
    expect(addOnFailure({ meals: [{ id: 21, qty: -1 }] }, rows, on)).toEqual({ code: 'invalid_count' });
    expect(addOnFailure({ subPackages: [{ id: 11, adults: 0.5, children: 0 }] }, rows, on)).toEqual({ code: 'invalid_count' });
  });

  it('refuses a sub-package count on a price that is empty', () => {
    const noChild = { ...rows, subPackages: [subPackage({ childPriceFils: null })] };
    expect(addOnFailure({ subPackages: [{ id: 11, adults: 0, children: 1 }] }, noChild, on)).toEqual({
      code: 'sub_package_unavailable',
    });
  });

  it('refuses unknown or invalid rows', () => {
    expect(addOnFailure({ subPackages: [{ id: 5, adults: 1, children: 0 }] }, rows, on)).toEqual({
      code: 'sub_package_unavailable',
    });
    expect(addOnFailure({ meals: [{ id: 5, qty: 1 }] }, rows, on)).toEqual({ code: 'meal_unavailable' });
    expect(addOnFailure({ transport: { id: 5, type: 'one_way' } }, rows, on)).toEqual({ code: 'transport_unavailable' });
  });

  it('refuses two-way on a transport without a two-way price', () => {
    expect(addOnFailure({ transport: { id: 31, type: 'two_way' } }, rows, on)).toEqual({ code: 'transport_unavailable' });
  });

  it('refuses add-ons of a step the package does not enable', () => {
    const off = { subPackages: false, meals: false, transports: false };
    expect(addOnFailure({ meals: [{ id: 21, qty: 1 }] }, rows, off)).toEqual({ code: 'meal_unavailable' });
  });
});
