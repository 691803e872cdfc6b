import { expect, test } from 'vitest';
import { withFavourite } from './favourites.ts';

test('marking a favourite adds its id once; unmarking removes it', () => {
  expect(withFavourite([3, 5], 7, true)).toEqual([3, 5, 7]);
  expect(withFavourite([3, 5, 7], 7, true)).toEqual([3, 5, 7]);
  expect(withFavourite([3, 5, 7], 5, false)).toEqual([3, 7]);
  expect(withFavourite([3], 9, false)).toEqual([3]);
});
