import { expect, test } from 'vitest';
import { loadMoreAtDepth, pastDepth } from './scroll-depth.ts';

test("the next page loads once the viewport's bottom passes 85 % of the page, not before", () => {
  const page = { viewportHeight: 800, pageHeight: 4000 };
  expect(pastDepth({ ...page, scrollY: 0 }, loadMoreAtDepth)).toBe(false);
  expect(pastDepth({ ...page, scrollY: 2599 }, loadMoreAtDepth)).toBe(false);
  expect(pastDepth({ ...page, scrollY: 2600 }, loadMoreAtDepth)).toBe(true);
  expect(pastDepth({ ...page, scrollY: 3200 }, loadMoreAtDepth)).toBe(true);
});

test('a page no taller than the screen counts as read to its end; an empty one does not', () => {
  expect(pastDepth({ scrollY: 0, viewportHeight: 800, pageHeight: 700 }, loadMoreAtDepth)).toBe(true);
  expect(pastDepth({ scrollY: 0, viewportHeight: 800, pageHeight: 0 }, loadMoreAtDepth)).toBe(false);
});
