import { describe, expect, test } from 'vitest';
import { filsToAed, toFils } from './package-rules.ts';

describe('money between the wire and the rules', () => {
  test('AED with two decimals becomes whole fils without float drift', () => {
    expect(toFils(290)).toBe(29000);
    expect(toFils(0.1 + 0.2)).toBe(30);
    expect(toFils(19.99)).toBe(1999);
    expect(toFils(null)).toBeNull();
  });

  test('fils read back as AED', () => {
    expect(filsToAed(1999)).toBe(19.99);
  });
});
