import type { Destination } from '@portal/contract/catalog';
import { expect, test } from 'vitest';
import { seeSharjahDestinations } from './see-sharjah.ts';

const destination = (id: number) => ({ id }) as Destination;

test('the chosen destinations come in the order operators gave, others are left out', () => {
  const listed = [5, 4, 3, 1, 2].map(destination);
  expect(seeSharjahDestinations(listed, [1, 2, 3, 4]).map((d) => d.id)).toEqual([1, 2, 3, 4]);
});

test('a chosen destination that is not listed (hidden or gone) is skipped', () => {
  expect(seeSharjahDestinations([destination(4)], [9, 4]).map((d) => d.id)).toEqual([4]);
});
