import { describe, expect, it } from 'vitest';
import { isEmail, normalizeEmail, normalizeMobile, splitName } from './identity.ts';

describe('normalizeMobile', () => {
  it('reads a local UAE mobile number as +971', () => {
    expect(normalizeMobile('050 123 4567')).toBe('+971501234567');
  });

  it('gives the same E.164 number for every spelling of one mobile', () => {
    const spellings = ['+971501234567', '+971 50 123 4567', '00971501234567', '0501234567', '(050) 123-4567'];
    expect(new Set(spellings.map(normalizeMobile))).toEqual(new Set(['+971501234567']));
  });

  // spec part 1 §7 clients send the number as people type it, with or without the +
  it.each([
    '971501234567',
    '+971 50 123 4567',
    '050 123 4567',
    '00971501234567',
    '971 50 123 4567',
    '+971-50-123-4567',
    '+971 (50) 123-4567',
    ' 0097150 1234567 ',
  ])('reads %j as +971501234567', (spelling) => {
    expect(normalizeMobile(spelling)).toBe('+971501234567');
  });

  it('keeps foreign numbers given with their country code', () => {
    expect(normalizeMobile('+44 7911 123456')).toBe('+447911123456');
  });

  it('refuses what is not a phone number, and UAE landlines', () => {
    expect(normalizeMobile('+971')).toBeNull();
    expect(normalizeMobile('12')).toBeNull();
    expect(normalizeMobile('not a phone')).toBeNull();
    expect(normalizeMobile('06 556 1234')).toBeNull();
  });
});

describe('e-mail', () => {
  it('lower-cases and trims', () => {
    expect(normalizeEmail('  Aisha.AlQasimi@Example.AE ')).toBe('aisha.alqasimi@example.ae');
  });

  it('accepts a standard address and refuses broken ones', () => {
    expect(isEmail('visitor@sharjah.ae')).toBe(true);
    expect(isEmail('visitor@sharjah')).toBe(false);
    expect(isEmail('visitor sharjah.ae')).toBe(false);
    expect(isEmail('@sharjah.ae')).toBe(false);
  });
});

describe('splitName', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitName('  Mohammed  bin Rashid ')).toEqual({ firstName: 'Mohammed', lastName: 'bin Rashid' });
  });

  it('gives a one-word name an empty last name', () => {
    expect(splitName('Aisha')).toEqual({ firstName: 'Aisha', lastName: '' });
  });

  it('splits an Arabic name the same way', () => {
    expect(splitName('عائشة القاسمي')).toEqual({ firstName: 'عائشة', lastName: 'القاسمي' });
  });
});
