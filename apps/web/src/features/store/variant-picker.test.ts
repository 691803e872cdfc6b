import type { Variant, VariationAttribute } from '@portal/contract/store';
import { describe, expect, test } from 'vitest';
import { saduAttributes, saduVariant, saduVariants } from './sadu-cushion.fixture.ts';
import { attributeChoices, choose, isComplete, matchedVariant, type VariantSelection } from './variant-picker.ts';

const attributes = saduAttributes;
const variants = saduVariants;
const variant = saduVariant;

/** attribute name → the values shown disabled */
function disabledOptions(selection: VariantSelection): Record<string, string[]> {
  return Object.fromEntries(
    attributeChoices(attributes, variants, selection).map(({ attribute, options }) => [
      attribute.name,
      options.filter((o) => o.disabled).map((o) => o.value),
    ]),
  );
}

describe('which options are disabled', () => {
  test('with nothing chosen, every value that some sellable variant has is enabled', () => {
    expect(disabledOptions({})).toEqual({ Size: [], Colour: [] });
  });

  test('Size S disables Natural, a combination that does not exist', () => {
    expect(disabledOptions({ Size: 'S' })).toEqual({ Size: [], Colour: ['Natural'] });
  });

  test('Size M disables Indigo, whose only M variant is sold out', () => {
    expect(disabledOptions({ Size: 'M' })).toEqual({ Size: [], Colour: ['Indigo'] });
  });

  test('Size L disables Indigo (missing) and Natural (its variant is disabled)', () => {
    expect(disabledOptions({ Size: 'L' })).toEqual({ Size: [], Colour: ['Indigo', 'Natural'] });
  });

  test('Colour Natural leaves only M: S does not exist and L is disabled', () => {
    expect(disabledOptions({ Colour: 'Natural' })).toEqual({ Size: ['S', 'L'], Colour: [] });
  });

  test('an attribute is judged against the other attributes only, so its own alternatives stay open', () => {
    // with S and Red chosen, Size still offers M and L (both have Red) and Colour still offers Indigo
    expect(disabledOptions({ Size: 'S', Colour: 'Red' })).toEqual({ Size: [], Colour: ['Natural'] });
  });

  test('a product whose every variant is sold out or disabled disables every option', () => {
    const soldOut = variants.map((v) => ({ ...v, qty: v.enable === 1 ? 0 : v.qty }));
    const choices = attributeChoices(attributes, soldOut, {});
    expect(choices.flatMap((c) => c.options).every((o) => o.disabled)).toBe(true);
  });

  test('a value listed on the attribute but on no variant is disabled', () => {
    const withGold = [attributes[0]!, { ...attributes[1]!, values: ['Red', 'Gold'] }];
    const gold = attributeChoices(withGold, variants, {})[1]!.options.find((o) => o.value === 'Gold');
    expect(gold?.disabled).toBe(true);
  });

  test('each choice reports the chosen value, or null', () => {
    expect(attributeChoices(attributes, variants, { Size: 'M' }).map((c) => c.chosen)).toEqual(['M', null]);
  });
});

describe('choosing', () => {
  test('a compatible choice keeps the other one', () => {
    expect(choose(attributes, variants, { Size: 'M' }, 'Colour', 'Red')).toEqual({ Size: 'M', Colour: 'Red' });
  });

  test('changing Size to S clears the Natural colour it cannot be had in', () => {
    expect(choose(attributes, variants, { Size: 'M', Colour: 'Natural' }, 'Size', 'S')).toEqual({ Size: 'S' });
  });

  test('changing Size to L clears Indigo, since L comes in Red only', () => {
    expect(choose(attributes, variants, { Size: 'S', Colour: 'Indigo' }, 'Size', 'L')).toEqual({ Size: 'L' });
  });

  test('changing Colour to Natural clears a Size other than M', () => {
    expect(choose(attributes, variants, { Size: 'L', Colour: 'Red' }, 'Colour', 'Natural')).toEqual({ Colour: 'Natural' });
  });

  test('changing to another compatible value keeps the rest', () => {
    expect(choose(attributes, variants, { Size: 'S', Colour: 'Red' }, 'Size', 'L')).toEqual({ Size: 'L', Colour: 'Red' });
  });

  test('with three attributes, the choices kept are those that still combine with the new one', () => {
    const material: VariationAttribute = {
      id: 3,
      name: 'Material',
      arabic_name: 'الخامة',
      values: ['Wool', 'Cotton'],
      arabic_values: [],
    };
    const three = [...attributes, material];
    const of = (id: number, size: string, colour: string, fabric: string): Variant => ({
      ...variant(id, size, colour, 100, 1),
      variant_options: { Size: size, Colour: colour, Material: fabric },
    });
    const stock = [of(1, 'S', 'Red', 'Wool'), of(2, 'M', 'Red', 'Cotton'), of(3, 'M', 'Indigo', 'Wool')];
    // M keeps Red (M/Red exists) but then drops Wool (M/Red comes in Cotton only)
    expect(choose(three, stock, { Size: 'S', Colour: 'Red', Material: 'Wool' }, 'Size', 'M')).toEqual({
      Size: 'M',
      Colour: 'Red',
    });
  });
});

describe('the matched variant', () => {
  test('is found once every attribute is chosen', () => {
    expect(matchedVariant(attributes, variants, { Size: 'M', Colour: 'Red' })?.id).toBe(13);
  });

  test('is null while a choice is missing', () => {
    expect(matchedVariant(attributes, variants, { Size: 'M' })).toBeNull();
    expect(isComplete(attributes, { Size: 'M' })).toBe(false);
  });

  test('is null for a combination that does not exist', () => {
    expect(matchedVariant(attributes, variants, { Size: 'S', Colour: 'Natural' })).toBeNull();
  });

  test('a product without variation attributes needs no choice and has no variant', () => {
    expect(isComplete([], {})).toBe(true);
    expect(matchedVariant([], [], {})).toBeNull();
  });
});
