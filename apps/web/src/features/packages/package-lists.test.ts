import { expect, test } from 'vitest';
import { byPosition, emptyStateOf, packagesForTab } from './package-lists.ts';

const packages = [
  { id: 1, position: 3, tags: ['couples', 'family'] },
  { id: 2, position: 1, tags: ['kids', 'family'] },
  { id: 3, position: 2, tags: ['friends'] },
];

test('All shows every package of the destination', () => {
  expect(packagesForTab(packages, 'all').map((p) => p.id)).toEqual([1, 2, 3]);
});

test('a tab shows the packages carrying its tag', () => {
  expect(packagesForTab(packages, 'family').map((p) => p.id)).toEqual([1, 2]);
  expect(packagesForTab(packages, 'kids').map((p) => p.id)).toEqual([2]);
  expect(packagesForTab(packages, 'couples').map((p) => p.id)).toEqual([1]);
});

test('a tab no package carries shows none', () => {
  expect(packagesForTab([{ tags: ['family'] }], 'friends')).toEqual([]);
});

test('a destination without packages is coming soon; one with packages but none in the tab has none found', () => {
  expect(emptyStateOf(0, 0)).toBe('coming_soon');
  expect(emptyStateOf(4, 0)).toBe('no_packages');
  expect(emptyStateOf(4, 2)).toBeNull();
});

test('tag pages list packages by position', () => {
  expect(byPosition(packages).map((p) => p.id)).toEqual([2, 3, 1]);
});
