import { expect, test } from 'vitest';
import { resizedImage, resizedSrcSet } from './images.ts';

test('an image is asked for at the given size', () => {
  expect(resizedImage('/files/destinations/al-noor-island.jpg', 380, 500)).toBe(
    '/files/destinations/al-noor-island.jpg?w=380&h=500',
  );
});

test('the srcset keeps the aspect ratio at each width', () => {
  expect(resizedSrcSet('/files/a.jpg', 380, 500, [380, 760])).toBe(
    '/files/a.jpg?w=380&h=500 380w, /files/a.jpg?w=760&h=1000 760w',
  );
});
