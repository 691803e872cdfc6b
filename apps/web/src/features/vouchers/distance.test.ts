import { describe, expect, it } from 'vitest';
import { formatKm } from './distance.ts';

describe('formatKm', () => {
  it('shows kilometres with at most one decimal, in Latin digits in both languages', () => {
    expect(formatKm(3.24, 'en')).toBe('3.2 km');
    expect(formatKm(12, 'en')).toBe('12 km');
    expect(formatKm(0.8, 'ae')).toMatch(/^0\.8\s?كم$/);
  });
});
