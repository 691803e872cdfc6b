import { expect, test } from 'vitest';
import { destinationIdOf, searchPath } from './search-path.ts';

test('a search from the header looks in every destination', () => {
  expect(searchPath('desert')).toBe('/s/desert/-1');
});

test('a search in one destination carries its id', () => {
  expect(searchPath('cruise', 5)).toBe('/s/cruise/5');
});

test('the term is trimmed and escaped, slashes and Arabic included', () => {
  expect(searchPath('  sunset cruise ')).toBe('/s/sunset%20cruise/-1');
  expect(searchPath('a/b')).toBe('/s/a%2Fb/-1');
  expect(searchPath('رحلة')).toBe(`/s/${encodeURIComponent('رحلة')}/-1`);
});

test('a blank term is no search', () => {
  expect(searchPath('   ')).toBeNull();
});

test('the destination of an address is a positive id or all', () => {
  expect(destinationIdOf('7')).toBe(7);
  expect(destinationIdOf('-1')).toBe(-1);
  expect(destinationIdOf('abc')).toBe(-1);
  expect(destinationIdOf('0')).toBe(-1);
  expect(destinationIdOf(undefined)).toBe(-1);
});
