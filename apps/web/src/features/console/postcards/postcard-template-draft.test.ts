import type { ConsolePostcardTemplate } from '@portal/contract/console';
import { describe, expect, test } from 'vitest';
import {
  draftOfTemplate,
  emptyTemplateDraft,
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
