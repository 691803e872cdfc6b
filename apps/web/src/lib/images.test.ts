import { imageSizes, resizedImage, resizedSrcSet } from '@portal/contract/images';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { imageUrl, pictures, pictureSrc, pictureSrcSet } from './images.ts';

test("an image field's path is fetched under /files/", () => {
  expect(imageUrl('destinations/al-noor-island.jpg')).toBe('/files/destinations/al-noor-island.jpg');
});

test('an image is asked for at the sizes of spec part 1 §7: cards 380 × 500, thumbnails 680 × 400', () => {
  expect(pictureSrc('destinations/al-noor-island.jpg', pictures.card)).toBe('/files/destinations/al-noor-island.jpg?w=380&h=500');
  expect(pictureSrc('packages/safari-2.jpg', pictures.thumbnail)).toBe('/files/packages/safari-2.jpg?w=680&h=400');
});

test('the srcset keeps the aspect ratio at each width', () => {
  expect(pictureSrcSet('gallery/a.jpg', pictures.card)).toBe(
    '/files/gallery/a.jpg?w=380&h=500 380w, /files/gallery/a.jpg?w=760&h=1000 760w',
  );
  expect(pictureSrc('gallery/a.jpg', pictures.banner, 1440)).toBe('/files/gallery/a.jpg?w=1440&h=600');
});

test('a file name with spaces or reserved characters stays one URL, so a srcset can still split its entries', () => {
  expect(pictureSrcSet('uploads/Old Souq #2.jpg', pictures.square)).toBe('/files/uploads/Old%20Souq%20%232.jpg?w=160&h=160 160w');
});

const allowed = new Set(imageSizes.map((box) => `${box.width}x${box.height}`));
const asked = (url: string) => {
  const query = new URLSearchParams(url.slice(url.indexOf('?')));
  return `${query.get('w')}x${query.get('h')}`;
};

test.each(Object.entries(pictures))('every size of the %s box is one the resizer makes, so it never rounds it', (_name, box) => {
  expect(box.widths).toContain(box.width);
  for (const width of box.widths) {
    const height = Math.round((box.height * width) / box.width);
    expect(allowed, `${width} × ${height}`).toContain(`${width}x${height}`);
    expect(asked(pictureSrc('a.jpg', box, width))).toBe(`${width}x${height}`);
  }
  const entries = pictureSrcSet('a.jpg', box).split(', ');
  expect(entries.map((entry) => entry.split(' ')[1])).toEqual(box.widths.map((w) => `${w}w`));
  for (const entry of entries) expect(allowed).toContain(asked(entry.split(' ')[0]!));
});

test('a size missing from the allowed list is asked for at the nearest allowed one of the same shape', () => {
  expect(resizedImage('a.jpg', 400, 526)).toBe('/files/a.jpg?w=380&h=500');
  expect(resizedSrcSet('a.jpg', 700, 412, [350, 700, 690])).toBe('/files/a.jpg?w=340&h=200 340w, /files/a.jpg?w=680&h=400 680w');
});

// the boxes are the only way the app builds a resized URL: nothing else imports the contract's size functions
const webRoot = path.resolve(import.meta.dirname, '..');
const sources = (readdirSync(webRoot, { recursive: true }) as string[]).filter(
  (file) => /\.tsx?$/.test(file) && !/\.test\./.test(file),
);

test('no file but lib/images.ts asks the contract for a resized image', () => {
  const reaching = sources.filter(
    (file) =>
      path.join(webRoot, file) !== path.join(webRoot, 'lib/images.ts') &&
      /resizedImage|resizedSrcSet|nearestImage/.test(readFileSync(path.join(webRoot, file), 'utf8')),
  );
  expect(reaching).toEqual([]);
});
