import type { ConsolePostcardTemplate } from '@portal/contract/console';
import { describe, expect, test } from 'vitest';
import {
  draftOfTemplate,
  emptyTemplateDraft,
  parsePrice,
  priceText,
  templateFieldOf,
  templateInput,
  templateProblems,
} from './postcard-template-draft.ts';

const template: ConsolePostcardTemplate = {
  id: 7,
  name: 'Sharjah Corniche',
  arabic_name: 'كورنيش الشارقة',
  image: 'uploads/corniche.jpg',
  price: 12.5,
  customisable: 1,
  enable: 0,
  orders: 3,
};

describe('the price field', () => {
  test('shows whole dirhams bare and fils with two decimals', () => {
    expect(priceText(15)).toBe('15');
    expect(priceText(12.5)).toBe('12.50');
    expect(priceText(0.05)).toBe('0.05');
  });

  test('reads amounts with at most two decimals', () => {
    expect(parsePrice('15')).toBe(15);
    expect(parsePrice(' 12.5 ')).toBe(12.5);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('999.99')).toBe(999.99);
  });

  test('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(parsePrice('١٢٫٥٠')).toBe(12.5);
    expect(parsePrice('۲۰')).toBe(20);
  });

  test('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '12.345', '-3', '1e3', '12,50', '.5', '12.']) expect(parsePrice(text)).toBeNull();
  });
});

describe('the template form', () => {
  test("starts from a template's values, its price as the field shows it", () => {
    expect(draftOfTemplate(template)).toEqual({
      name: 'Sharjah Corniche',
      arabic_name: 'كورنيش الشارقة',
      image: 'uploads/corniche.jpg',
      price: '12.50',
      customisable: true,
      enable: false,
    });
  });

  test('names every missing field of an empty form', () => {
    expect(templateProblems(emptyTemplateDraft)).toEqual({
      name: 'name_required',
      arabic_name: 'arabic_name_required',
      image: 'image_required',
      price: 'price_format',
    });
  });

  test('refuses a price above 1,000 AED and accepts 1,000', () => {
    const draft = draftOfTemplate(template);
    expect(templateProblems({ ...draft, price: '1000.01' })).toEqual({ price: 'price_range' });
    expect(templateProblems({ ...draft, price: '1000' })).toEqual({});
  });

  test('sends trimmed names, the price as a number and the switches as flags, with the id only when editing', () => {
    const draft = { ...draftOfTemplate(template), name: '  Corniche  ', price: '٢٠' };
    expect(templateInput(draft, 7)).toEqual({
      id: 7,
      name: 'Corniche',
      arabic_name: 'كورنيش الشارقة',
      image: 'uploads/corniche.jpg',
      price: 20,
      customisable: 1,
      enable: 0,
    });
    expect(templateInput(draft, null)).not.toHaveProperty('id');
  });

  test("puts the server's refused fields at the form's fields and the rest aside", () => {
    expect(['price', 'image', 'action'].map(templateFieldOf)).toEqual(['price', 'image', null]);
  });
});
