import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { controlCharacterFields, decimalInput, idInput, multilineText, nameText, text, wholeNumberInput } from './common.ts';

const refused = (schema: z.ZodType, value: unknown) => !schema.safeParse(value).success;

describe('text inputs', () => {
  const controls = ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\u007F', '\u0080', '\u0085', '\u009F'];

  it.each(controls.map((c) => [JSON.stringify(c), c]))('one line of text refuses the control character %s', (_name, c) => {
    expect(refused(text(), `Al${c}i`)).toBe(true);
    expect(refused(multilineText(), `Al${c}i`)).toBe(true);
  });

  it('refuses a surrogate without its pair and keeps a pair (an emoji)', () => {
    expect(refused(text(), 'a\uD800b')).toBe(true);
    expect(refused(text(), 'a\uDC00')).toBe(true);
    expect(text().parse('a 😀')).toBe('a 😀');
  });

  it('keeps line breaks and tabs only in text written over several lines', () => {
    expect(refused(text(), 'one\ntwo')).toBe(true);
    expect(refused(text(), 'one\ttwo')).toBe(true);
    expect(multilineText().parse('one\r\ntwo\n\tthree')).toBe('one\r\ntwo\n\tthree');
  });

  it('keeps Arabic with its joiners in prose', () => {
    expect(multilineText().parse('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(text().parse('مرحبا')).toBe('مرحبا');
  });

  it('takes bidirectional overrides and zero-width characters out of names', () => {
    const name = nameText().trim().max(10);
    expect(name.parse('\u202EAli\u202C \u200BHassan\uFEFF')).toBe('Ali Hassan');
    expect(name.parse('\u2067ليلى\u2069')).toBe('ليلى');
    expect(refused(name, 'Ali\u0000')).toBe(true);
  });

  it('names every field at any depth that carries a control character', () => {
    expect(controlCharacterFields({ a: 'ok', b: ['x', 'y\u0000'], c: { d: '\u007F' }, e: 1, f: null })).toEqual({
      'b.1': 'control characters are not allowed',
      'c.d': 'control characters are not allowed',
    });
    expect(controlCharacterFields({ note: 'line\nline\ttab' })).toEqual({});
  });
});

describe('number inputs', () => {
  it.each([1, '1', '42', ' 7 ', '007', 2_147_483_647, '2147483647'])('an id may be %j', (value) => {
    expect(idInput.safeParse(value).success).toBe(true);
  });

  it.each([
    true,
    false,
    [1],
    ['1'],
    { id: 1 },
    null,
    '',
    ' ',
    '0x1F',
    '1e3',
    '+1',
    '-1',
    '1.5',
    '1 2',
    '١٢',
    0,
    2_147_483_648,
    1.5,
  ])('an id may not be %j', (value) => {
    expect(refused(idInput, value)).toBe(true);
  });

  it('reads a quantity within its bounds', () => {
    const qty = wholeNumberInput(z.number().min(0).max(99));
    expect(qty.parse('0')).toBe(0);
    expect(qty.parse(99)).toBe(99);
    expect(refused(qty, '100')).toBe(true);
    expect(refused(qty, true)).toBe(true);
  });

  it('reads a position in degrees with a sign and decimals, nothing else', () => {
    const lat = decimalInput(z.number().min(-90).max(90));
    expect(lat.parse('25.3463')).toBe(25.3463);
    expect(lat.parse('-0.5')).toBe(-0.5);
    expect(lat.parse(55)).toBe(55);
    for (const value of [true, [25], '0x1F', '1e1', '25,3', 'NaN', 'Infinity', '91']) expect(refused(lat, value)).toBe(true);
  });
});
