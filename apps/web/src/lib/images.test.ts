import { imageSizes } from '@portal/contract/images';
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
  expect(resizedSrcSet('uploads/Old Souq #2.jpg', 160, 160, [160])).toBe('/files/uploads/Old%20Souq%20%232.jpg?w=160&h=160 160w');
});

// every size the app asks for (box and srcset widths), as its components and the server's pages give them
const requested: [where: string, width: number, height: number, widths: number[]][] = [
  ['card-image', 380, 500, [380, 760]],
  ['voucher-card, gallery-grid, photo-gallery thumbnails', 680, 400, [340, 680]],
  ['photo-gallery lightbox', 1200, 800, [600, 1200, 1800]],
  ['package-hero, page-banner', 1600, 600, [800, 1200, 1600]],
  ['spend-and-win', 1200, 400, [600, 1200, 1800]],
  ['home-banner desktop', 1920, 800, [960, 1440, 1920]],
  ['home-banner mobile', 750, 1000, [375, 750]],
  ['order-card', 240, 180, [240]],
  ['scratch-card logo', 160, 160, [160]],
  ['og:image (server page-head)', 1200, 630, [1200]],
];

test.each(requested)('%s asks for allowed sizes exactly, so the resizer never rounds them', (_where, width, height, widths) => {
  const allowed = new Set(imageSizes.map((box) => `?w=${box.width}&h=${box.height}`));
  expect(allowed.has(resizedImage('a.jpg', width, height).slice('/files/a.jpg'.length))).toBe(true);
  const entries = resizedSrcSet('a.jpg', width, height, widths).split(', ');
  expect(entries.map((entry) => entry.split(' ')[1])).toEqual(widths.map((w) => `${w}w`));
  for (const entry of entries) expect(allowed.has(entry.split(' ')[0]!.slice('/files/a.jpg'.length))).toBe(true);
});

test('a size missing from the allowed list is asked for at the nearest allowed one of the same shape', () => {
  expect(resizedImage('a.jpg', 400, 526)).toBe('/files/a.jpg?w=380&h=500');
  expect(resizedSrcSet('a.jpg', 700, 412, [350, 700, 690])).toBe('/files/a.jpg?w=340&h=200 340w, /files/a.jpg?w=680&h=400 680w');
});
