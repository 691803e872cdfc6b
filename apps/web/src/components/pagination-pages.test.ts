import { describe, expect, test } from 'vitest';
import { pageCount, pageGap, rowsOfPage, visiblePages } from './pagination-pages.ts';

describe('pageCount', () => {
  test('a partly filled last page counts as a page', () => {
    expect(pageCount(51, 25)).toBe(3);
    expect(pageCount(50, 25)).toBe(2);
  });

  test('an empty list has one empty page', () => {
    expect(pageCount(0, 25)).toBe(1);
  });
});

describe('rowsOfPage', () => {
  test('names the rows a middle page holds', () => {
    expect(rowsOfPage(2, 25, 120)).toEqual({ first: 26, last: 50 });
  });

  test('the last page ends at the last row', () => {
    expect(rowsOfPage(5, 25, 120)).toEqual({ first: 101, last: 120 });
  });

  test('an empty list shows no rows', () => {
    expect(rowsOfPage(1, 25, 0)).toEqual({ first: 0, last: 0 });
  });

  test('a page past the end of the list (an old link) holds no rows', () => {
    expect(rowsOfPage(9, 25, 30)).toEqual({ first: 0, last: 0 });
  });
});

describe('visiblePages', () => {
  test('a short list shows every page', () => {
    expect(visiblePages(2, 4)).toEqual([1, 2, 3, 4]);
  });

  test('a long list shows the ends and the neighbours of the current page with gaps', () => {
    expect(visiblePages(10, 20)).toEqual([1, pageGap, 9, 10, 11, pageGap, 20]);
  });

  test('a gap never hides a single page', () => {
    expect(visiblePages(4, 20)).toEqual([1, 2, 3, 4, 5, pageGap, 20]);
    expect(visiblePages(17, 20)).toEqual([1, pageGap, 16, 17, 18, 19, 20]);
  });

  test('at the first page only the end is cut off', () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, pageGap, 20]);
  });

  test('a single page is shown once', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
  });
});
