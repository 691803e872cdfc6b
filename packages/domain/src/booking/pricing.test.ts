import { describe, expect, it } from 'vitest';
import { priceBooking, ticketPrices, transportPeople } from './pricing.ts';
import { childOnlyOptions, concertOptions, durationOptions, makePackage, meal, subPackage, transport } from './test-factories.ts';
import type { BookingCatalog, BookingSelection } from './types.ts';

const catalog: BookingCatalog = {
  subPackages: [subPackage(), subPackage({ id: 12, packageName: 'Quad bike', adultPriceFils: 15_000, childPriceFils: null })],
  meals: [meal(), meal({ id: 22, mealName: 'Lunch box', priceFils: 3_000 })],
  transports: [transport()],
};
const base: BookingSelection = { adults: 2, children: 1, date: '2026-12-05', timeSlotId: null };

describe('ticketPrices', () => {
  it('uses the package prices when the date has no price row', () => {
    expect(ticketPrices(makePackage(), null)).toEqual({ adultPriceFils: 46_500, childPriceFils: 23_500, peakPrice: false });
  });

  it('lets the date price override and reports peak pricing', () => {
    const row = { adultPriceFils: 52_000, childPriceFils: null, peakPrice: 1 };
    expect(ticketPrices(makePackage(), row)).toEqual({ adultPriceFils: 52_000, childPriceFils: 23_500, peakPrice: true });
  });
});

describe('priceBooking', () => {
  it('prices two adults at 465 AED and one child at 235 AED', () => {
    const priced = priceBooking(makePackage(), base, catalog);
    expect(priced.tickets).toBe(2 * 46_500 + 23_500);
    expect(priced.subtotal).toBe(116_500);
    expect(priced.stepAmounts).toEqual({ user: 116_500 });
    expect(priced.peakPrice).toBe(false);
  });

  it('charges the peak price of the chosen date', () => {
    const priced = priceBooking(makePackage(), base, {
      ...catalog,
      priceByDate: { adultPriceFils: 60_000, childPriceFils: 30_000, peakPrice: 1 },
    });
    expect(priced.tickets).toBe(150_000);
    expect(priced.adultPriceFils).toBe(60_000);
    expect(priced.peakPrice).toBe(true);
  });

  it('prices each sub-package by its adult and child counts', () => {
    const selection = {
      ...base,
      subPackages: [
        { id: 11, adults: 2, children: 1 },
        { id: 12, adults: 1, children: 0 },
      ],
    };
    const priced = priceBooking(makePackage({ enableSubPackages: 1 }), selection, catalog);
    expect(priced.subPackages).toBe(2 * 5_000 + 2_500 + 15_000);
    expect(priced.lines.subPackages.map((s) => s.amountFils)).toEqual([12_500, 15_000]);
    expect(priced.stepAmounts.sub_packages).toBe(27_500);
  });

  it('charges nothing for a sub-package counter that has no price', () => {
    const selection = { ...base, subPackages: [{ id: 12, adults: 0, children: 2 }] };
    expect(priceBooking(makePackage(), selection, catalog).subPackages).toBe(0);
  });

  it('prices meals as quantity times price', () => {
    const selection = {
      ...base,
      meals: [
        { id: 21, qty: 3 },
        { id: 22, qty: 1 },
      ],
    };
    const priced = priceBooking(makePackage({ enableMeal: 1 }), selection, catalog);
    expect(priced.meals).toBe(3 * 7_500 + 3_000);
    expect(priced.stepAmounts.meals).toBe(25_500);
  });

  it('prices transport for every person, adults and children, one way or both ways', () => {
    const oneWay = priceBooking(
      makePackage({ enableTransport: 1 }),
      { ...base, transport: { id: 31, type: 'one_way' } },
      catalog,
    );
    expect(oneWay.transport).toBe(3 * 4_000);
    expect(oneWay.lines.transport).toMatchObject({ people: 3, priceFils: 4_000, name: 'Pickup from Sharjah hotels' });
    const twoWay = priceBooking(
      makePackage({ enableTransport: 1 }),
      { ...base, transport: { id: 31, type: 'two_way' } },
      catalog,
    );
    expect(twoWay.transport).toBe(3 * 7_000);
    expect(transportPeople({ adults: 2, children: 1 })).toBe(3);
  });

  it('adds every part into the subtotal', () => {
    const selection: BookingSelection = {
      ...base,
      subPackages: [{ id: 11, adults: 1, children: 0 }],
      meals: [{ id: 22, qty: 2 }],
      transport: { id: 31, type: 'one_way' },
    };
    const priced = priceBooking(makePackage(), selection, catalog);
    expect(priced.subtotal).toBe(116_500 + 5_000 + 6_000 + 12_000);
  });

  it('prices the All Days option of package 2501 at 290 AED as one adult ticket', () => {
    const priced = priceBooking(makePackage({ optionList: concertOptions }), { ...base, optionIds: ['all-days'] }, catalog);
    expect(priced).toMatchObject({
      adults: 1,
      children: 0,
      adultPriceFils: 29_000,
      tickets: 0,
      options: 29_000,
      subtotal: 29_000,
    });
    expect(priced.stepAmounts).toEqual({ options: 29_000 });
    expect(priced.lines.options).toEqual([{ id: 'all-days', label: 'All Days', priceFils: 29_000 }]);
  });

  it('prices two hours of package 3092 at 450 AED, ignoring the counters and date prices', () => {
    const priced = priceBooking(
      makePackage({ optionList: durationOptions }),
      { ...base, adults: 5, optionIds: ['two-hours'] },
      { ...catalog, priceByDate: { adultPriceFils: 1, childPriceFils: 1, peakPrice: 1 } },
    );
    expect(priced.subtotal).toBe(45_000);
    expect(priced.peakPrice).toBe(false);
  });

  it('puts a child-price-only option package on one child ticket', () => {
    const priced = priceBooking(makePackage({ optionList: childOnlyOptions }), { ...base, optionIds: ['family-of-4'] }, catalog);
    expect(priced).toMatchObject({ adults: 0, children: 1, adultPriceFils: 0, childPriceFils: 10_000, subtotal: 10_000 });
  });
});
