import { expect, test } from 'vitest';
import { imageUrl, resizedImage, resizedSrcSet } from './images.ts';

test("an image field's path is fetched under /files/", () => {
  expect(imageUrl('destinations/al-noor-island.jpg')).toBe('/files/destinations/al-noor-island.jpg');
});

test('an image is asked for at the sizes of spec part 1 §7: cards 380 × 500, thumbnails 680 × 400', () => {
  expect(resizedImage('destinations/al-noor-island.jpg', 380, 500)).toBe('/files/destinations/al-noor-island.jpg?w=380&h=500');
  expect(resizedImage('packages/safari-2.jpg', 680, 400)).toBe('/files/packages/safari-2.jpg?w=680&h=400');
});

test('the srcset keeps the aspect ratio at each width', () => {
  expect(resizedSrcSet('gallery/a.jpg', 380, 500, [380, 760])).toBe(
    '/files/gallery/a.jpg?w=380&h=500 380w, /files/gallery/a.jpg?w=760&h=1000 760w',
  );
});

test('a file name with spaces or reserved characters stays one URL, so a srcset can still split its entries', () => {
  expect(resizedSrcSet('uploads/Old Souq #2.jpg', 100, 100, [100])).toBe('/files/uploads/Old%20Souq%20%232.jpg?w=100&h=100 100w');
});
