import { describe, expect, it } from 'vitest';
import {
  mealSetupProblems,
  optionIdFrom,
  optionListProblems,
  subPackageSetupProblems,
  transportSetupProblems,
} from './extras-setup.ts';
import { concertOptions, meal, subPackage, transport } from './test-factories.ts';

describe('add-ons the booking pages would not list', () => {
  it('finds nothing wrong with a listed sub-package, meal or transport', () => {
    expect(subPackageSetupProblems(subPackage())).toEqual({});
    expect(mealSetupProblems(meal())).toEqual({});
    expect(transportSetupProblems(transport())).toEqual({});
  });

  it('names the short name and the missing adult price of an enabled sub-package', () => {
    expect(subPackageSetupProblems(subPackage({ packageName: 'VI', adultPriceFils: null }))).toEqual({
      package_name: 'name_too_short',
      adult_price: 'price_required',
    });
    expect(subPackageSetupProblems(subPackage({ adultPriceFils: 0, childPriceFils: 2_000 }))).toEqual({
      adult_price: 'price_required',
    });
  });

  it('lets a disabled add-on be saved unfinished', () => {
    expect(subPackageSetupProblems(subPackage({ packageName: 'VI', adultPriceFils: null, enable: 0 }))).toEqual({});
    expect(mealSetupProblems(meal({ priceFils: null, enable: 0 }))).toEqual({});
    expect(transportSetupProblems(transport({ oneWayFils: null, enable: 0 }))).toEqual({});
  });

  it('names a one-letter meal and a meal without a price', () => {
    expect(mealSetupProblems(meal({ mealName: ' T ' }))).toEqual({ meal_name: 'name_too_short' });
    expect(mealSetupProblems(meal({ priceFils: 0 }))).toEqual({ price: 'price_required' });
  });

  it('asks a transport for its one-way price, even when it has a two-way one', () => {
    expect(transportSetupProblems(transport({ oneWayFils: null, twoWayFils: 9_000 }))).toEqual({ one_way: 'price_required' });
    expect(transportSetupProblems(transport({ name: 'X' }))).toEqual({ name: 'name_too_short' });
  });
});

describe('optionListProblems', () => {
  it('accepts the concert list of package 2501', () => {
    expect(optionListProblems(concertOptions)).toEqual({});
  });

  it('asks for at least one option', () => {
    expect(optionListProblems({ childPriceOnly: false, options: [] })).toEqual({ options: 'option_required' });
  });

  it('names a repeated id at its second use, a malformed id, empty labels and a negative price', () => {
    const [first, second, third] = concertOptions.options;
    const problems = optionListProblems({
      childPriceOnly: true,
      options: [
        first!,
        { ...second!, id: first!.id },
        { ...third!, id: 'Youth Bands', label: ' ', arabicLabel: '', priceFils: -100 },
      ],
    });
    expect(problems).toEqual({
      'options.1.id': 'option_id_taken',
      'options.2.id': 'option_id_format',
      'options.2.label': 'label_required',
      'options.2.arabic_label': 'label_required',
      'options.2.price': 'price_negative',
    });
  });

  it('accepts a free option', () => {
    const free = { ...concertOptions.options[0]!, priceFils: 0 };
    expect(optionListProblems({ childPriceOnly: false, options: [free] })).toEqual({});
  });
});

describe('optionIdFrom', () => {
  it('makes an id from the English label', () => {
    expect(optionIdFrom('Two hours (weekend)', [])).toBe('two-hours-weekend');
    expect(optionIdFrom('Café Day', [])).toBe('cafe-day');
  });

  it('keeps clear of the ids already taken', () => {
    expect(optionIdFrom('Day pass', ['day-pass', 'day-pass-2'])).toBe('day-pass-3');
  });

  it("falls back to 'option' for a label without Latin letters", () => {
    expect(optionIdFrom('يوم واحد', [])).toBe('option');
    expect(optionIdFrom('', ['option'])).toBe('option-2');
  });
});
